import { makeStyles } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import type { AuthUser } from '../../../../shared/schemas/auth';
import { ShareFeedbackButton } from '../feedback/ShareFeedbackButton';

// The avatar menu (Fluent's Menu, Avatar and positioning) is only for signed-in students, so it loads
// after the page; its place in the bar is kept meanwhile so nothing moves when it arrives.
const AccountMenu = lazy(() => import('../../auth/AccountMenu').then((m) => ({ default: m.AccountMenu })));

const useStyles = makeStyles({
  // The size of the avatar button (a 32 px avatar in a medium circular button).
  placeholder: { display: 'inline-block', width: '96px', height: '44px' },
});

/** Share Feedback and the account menu at the end of the signed-in navigation. */
export function AccountArea({ user }: { user: AuthUser }) {
  const styles = useStyles();
  return (
    <>
      <ShareFeedbackButton />
      <Suspense fallback={<span className={styles.placeholder} aria-hidden="true" />}>
        <AccountMenu user={user} />
      </Suspense>
    </>
  );
}
