import { makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { ButtonLink } from '../../components/layout/ButtonLink';
import { usePageTitle } from '../../components/layout/usePageTitle';

const useStyles = makeStyles({
  root: {
    flexGrow: 1,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalL,
    ...shorthands.padding('64px', tokens.spacingHorizontalL),
  },
  code: {
    margin: 0,
    fontSize: tokens.fontSizeHero900,
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorBrandForeground1,
  },
  title: { margin: 0, fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold },
  text: {
    margin: 0,
    maxWidth: '520px',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase400,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', justifyContent: 'center' },
});

export function NotFoundPage() {
  const styles = useStyles();
  usePageTitle('Page not found');
  return (
    <div className={styles.root}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>Page not found</h1>
      <p className={styles.text}>
        The page you are looking for does not exist or has moved. Check the address, or pick up from one of
        these.
      </p>
      <div className={styles.actions}>
        <ButtonLink to="/" appearance="primary">
          Go to Home
        </ButtonLink>
        <ButtonLink to="/help">Visit Help</ButtonLink>
      </div>
    </div>
  );
}
