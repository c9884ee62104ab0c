import { useEffect, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { APP_STARTED_ATTRIBUTE, EARLY_SUBMIT_KEY } from '../../shared/themeBoot';
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

/**
 * Marks the page as the app's, then sends a form the student sent before it started (the pre-rendered
 * page's boot script held it, shared/themeBoot.ts). It is sent after the render that follows start-up,
 * so the form's handler sees what the fields adopted from the page (useKeptInput).
 */
function AppStarted() {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
    setStarted(true);
  }, []);
  useEffect(() => {
    if (!started) return;
    const held = (window as unknown as Record<string, unknown>)[EARLY_SUBMIT_KEY];
    delete (window as unknown as Record<string, unknown>)[EARLY_SUBMIT_KEY];
    if (held instanceof HTMLFormElement && held.isConnected) held.requestSubmit();
  }, [started]);
  return null;
}

export function App() {
  return (
    <>
      <ScrollToTopOnNavigate />
      <AppStarted />
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
