import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { WindowDrop } from './components/desktop/WindowDrop';
import { BareLayout } from './components/layout/BareLayout';
import { PageLayout } from './components/layout/PageLayout';
import { appRoutes, NotFoundPage, type AppRoute, type RouteLayout } from './routes';

function renderRoute({ path, page: Page, guard: Guard }: AppRoute) {
  const content = <Page />;
  return <Route key={path} path={path} element={Guard ? <Guard>{content}</Guard> : content} />;
}

const routesIn = (layout: RouteLayout) => appRoutes.filter((r) => r.layout === layout).map(renderRoute);

/** A new page starts at the top, as after a full page load. */
function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pathname]);
  return null;
}

export function App() {
  return (
    <>
      <ScrollToTopOnNavigate />
      {/* Desktop app: a file dropped on any page opens in the Review Essay screen. */}
      <WindowDrop />
      <Routes>
        <Route element={<PageLayout />}>
          {routesIn('nav')}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route element={<BareLayout />}>{routesIn('bare')}</Route>
      </Routes>
    </>
  );
}
