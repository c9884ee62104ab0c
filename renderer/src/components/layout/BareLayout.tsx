import { makeStyles } from '@fluentui/react-components';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from './PageLoading';
import { MAIN_CONTENT_ID } from './SkipLink';

const useStyles = makeStyles({
  main: { flexGrow: 1, display: 'flex', flexDirection: 'column', outlineStyle: 'none' },
});

/** Layout route without app chrome: login, signup, password pages, legal pages, auth callback. */
export function BareLayout() {
  const styles = useStyles();
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
