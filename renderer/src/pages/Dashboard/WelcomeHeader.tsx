import { Badge, Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import type { AuthUser } from '../../../../shared/schemas/auth';
import { displayName, planChip } from './usageRules';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
  },
  // minWidth 0 and overflow-wrap: a long name taken from an e-mail address wraps instead of widening the page.
  identity: { display: 'grid', rowGap: tokens.spacingVerticalXS, minWidth: 0, maxWidth: '100%' },
  title: { margin: 0, overflowWrap: 'anywhere' },
  line: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  email: { color: tokens.colorNeutralForeground2, wordBreak: 'break-all', minWidth: 0 },
});

export interface WelcomeHeaderProps {
  user: AuthUser;
  onLogout(): void;
}

/** 'Welcome back, {name}' with the e-mail, the plan chip and Logout. */
export function WelcomeHeader({ user, onLogout }: WelcomeHeaderProps) {
  const styles = useStyles();
  return (
    <header className={styles.root}>
      <div className={styles.identity}>
        <Text as="h1" size={800} weight="semibold" className={styles.title}>
          Welcome back, {displayName(user)}
        </Text>
        <div className={styles.line}>
          <Text className={styles.email}>{user.email}</Text>
          <Badge
            appearance="tint"
            color={user.plan_type === 'free' ? 'informative' : 'brand'}
            data-testid="plan-chip"
          >
            {planChip(user.plan_type)}
          </Badge>
        </div>
      </div>
      <Button icon={<SignOutRegular />} onClick={onLogout}>
        Logout
      </Button>
    </header>
  );
}
