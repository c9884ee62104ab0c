import { makeStyles, Spinner, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  // A screen's height, so the footer waits below the fold and does not jump when the page arrives.
  root: {
    display: 'flex',
    justifyContent: 'center',
    padding: tokens.spacingVerticalXXXL,
    minHeight: '100vh',
  },
});

/** Shown while a lazily loaded page (or the signed-in check) arrives. */
export function PageLoading() {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Spinner label="Loading..." />
    </div>
  );
}
