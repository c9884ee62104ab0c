import { MessageBar, MessageBarBody } from '@fluentui/react-components';

/** An error or success line above/below an auth form, announced to screen readers. */
export function FormMessage({ intent, children }: { intent: 'error' | 'success'; children: string }) {
  return (
    <MessageBar intent={intent} role={intent === 'error' ? 'alert' : 'status'}>
      <MessageBarBody>{children}</MessageBarBody>
    </MessageBar>
  );
}
