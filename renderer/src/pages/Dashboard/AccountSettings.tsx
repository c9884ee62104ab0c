import {
  Button,
  Card,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, DeleteRegular, KeyRegular, MailRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useId, useState } from 'react';
import { MESSAGES } from '../../../../shared/messages';
import { ACCOUNT_MESSAGES } from '../../../../shared/schemas/account';
import { downloadMyData } from '../../api/account';
import { saveFile } from '../../components/analysis-viewer/saveFile';

// The dialogs load when first opened. A Fluent Dialog, even closed, starts the focus manager's modal
// support, which puts aria-hidden focusable guards into the page (a serious axe finding on every
// dashboard visit) and adds the dialog code to the dashboard's first paint.
const ChangePasswordDialog = lazy(() =>
  import('./ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })),
);
const DeleteAccountDialog = lazy(() =>
  import('./DeleteAccountDialog').then((m) => ({ default: m.DeleteAccountDialog })),
);

const useStyles = makeStyles({
  card: { display: 'grid', rowGap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  rows: { display: 'grid', rowGap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground2 },
  action: { minWidth: '180px' },
});

/** Account Settings: Change Email (coming soon), Change Password, Download my data, Delete Account. */
export function AccountSettings({ onDeleted }: { onDeleted(): void }) {
  const styles = useStyles();
  const titleId = useId();
  const emailNoteId = useId();
  const [dialog, setDialogState] = useState<'password' | 'delete' | null>(null);
  // Once opened, a dialog stays mounted so it can play its closing animation.
  const [opened, setOpened] = useState({ password: false, delete: false });
  const setDialog = (next: 'password' | 'delete' | null) => {
    if (next) setOpened((o) => ({ ...o, [next]: true }));
    setDialogState(next);
  };
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onDownload = async () => {
    setDownloading(true);
    setError(null);
    try {
      const { blob, filename } = await downloadMyData();
      saveFile(blob, filename ?? 'essay-coach-data.json');
    } catch (err) {
      setError((err instanceof Error && err.message) || MESSAGES.genericError);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card className={styles.card} role="region" aria-labelledby={titleId}>
      <Text as="h2" id={titleId} size={600} weight="semibold">
        Account Settings
      </Text>
      <div className={styles.rows}>
        <div className={styles.row}>
          <Button
            className={styles.action}
            icon={<MailRegular />}
            disabledFocusable
            aria-describedby={emailNoteId}
          >
            Change Email
          </Button>
          <Text id={emailNoteId} className={styles.muted}>
            {ACCOUNT_MESSAGES.emailChangeComingSoon}
          </Text>
        </div>
        <div className={styles.row}>
          <Button className={styles.action} icon={<KeyRegular />} onClick={() => setDialog('password')}>
            Change Password
          </Button>
          <Text className={styles.muted}>Your other signed-in devices will be signed out.</Text>
        </div>
        <div className={styles.row}>
          <Button
            className={styles.action}
            icon={<ArrowDownloadRegular />}
            disabled={downloading}
            onClick={() => void onDownload()}
          >
            {downloading ? 'Preparing...' : 'Download my data'}
          </Button>
          <Text className={styles.muted}>Everything we store about you, as a JSON file.</Text>
        </div>
        <div className={styles.row}>
          <Button className={styles.action} icon={<DeleteRegular />} onClick={() => setDialog('delete')}>
            Delete Account
          </Button>
          <Text className={styles.muted}>Permanently removes your account and all of its data.</Text>
        </div>
      </div>
      <div aria-live="polite">
        {error && (
          <MessageBar intent="error">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        )}
      </div>
      <Suspense fallback={null}>
        {opened.password && (
          <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
        )}
        {opened.delete && (
          <DeleteAccountDialog
            open={dialog === 'delete'}
            onClose={() => setDialog(null)}
            onDeleted={onDeleted}
          />
        )}
      </Suspense>
    </Card>
  );
}
