import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { checkBackend, useBackendStatus, type BackendStatus } from '../../platform';

const useStyles = makeStyles({
  banner: { marginBottom: tokens.spacingVerticalM },
});

export const OFFLINE_TITLE = "You're offline";
export const OFFLINE_TEXT =
  "Essay Coach can't reach the server, so review is unavailable. Your draft is saved on this device and you can keep writing.";

interface OfflineBannerProps {
  /** Override the live status (the Analyze screen may already know it). */
  status?: BackendStatus;
  className?: string;
}

/** Says the backend is unreachable and review is unavailable; renders nothing while online. */
export function OfflineBanner({ status, className }: OfflineBannerProps) {
  const styles = useStyles();
  const live = useBackendStatus();
  const [checking, setChecking] = useState(false);
  if ((status ?? live) !== 'offline') return null;

  const retry = async () => {
    setChecking(true);
    try {
      await checkBackend();
    } finally {
      setChecking(false);
    }
  };

  return (
    <MessageBar intent="warning" layout="multiline" className={className ?? styles.banner}>
      <MessageBarBody>
        <MessageBarTitle>{OFFLINE_TITLE}</MessageBarTitle>
        {OFFLINE_TEXT}
      </MessageBarBody>
      <MessageBarActions>
        <Button appearance="transparent" onClick={() => void retry()} disabled={checking}>
          {checking ? 'Checking…' : 'Try again'}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
