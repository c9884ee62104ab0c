import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { Component, type ReactNode } from 'react';
import { MESSAGES } from '../../../../shared/messages';

interface State {
  failed: boolean;
}

/** A record the viewer cannot draw shows 'Failed to display analysis.' instead of breaking the page. */
export class ViewerErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return (
        <MessageBar intent="error" data-testid="viewer-error">
          <MessageBarBody>{MESSAGES.displayFailed}</MessageBarBody>
        </MessageBar>
      );
    }
    return this.props.children;
  }
}
