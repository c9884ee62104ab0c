import { makeStyles, Spinner, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXXL },
});

/** Shown while a lazily loaded page arrives. */
export function PageLoading() {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Spinner label="Loading..." />
    </div>
  );
}
