import { makeStyles } from '@fluentui/react-components';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { useNavModel } from './navModel';
import { PageLoading } from './PageLoading';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { TopNav } from './TopNav';

const useStyles = makeStyles({
  main: { flexGrow: 1, display: 'flex', flexDirection: 'column', outlineStyle: 'none' },
});

/** Layout route for pages with the shared navigation and footer. */
export function PageLayout() {
  const styles = useStyles();
  const model = useNavModel();
  return (
    <>
      <SkipLink />
      <TopNav model={model} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </>
  );
}
