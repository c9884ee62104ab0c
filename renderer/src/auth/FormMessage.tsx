import { Notice } from '../components/layout/Notice';

/** An error or success line above/below an auth form, announced to screen readers. */
export function FormMessage({ intent, children }: { intent: 'error' | 'success'; children: string }) {
  return (
    <Notice intent={intent} role={intent === 'error' ? 'alert' : 'status'}>
      {children}
    </Notice>
  );
}
