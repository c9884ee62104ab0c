import { createDOMRenderer, RendererProvider } from '@fluentui/react-components';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoot } from './AppRoot';
import { preloadPage } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// Public pages arrive pre-rendered (scripts/prerender.ts): React takes their HTML over rather than
// drawing the page again, and Griffel reuses the page's <style> elements (RendererProvider reads them).
const prerendered = container.hasChildNodes();
const app = (
  <RendererProvider renderer={createDOMRenderer(document)} targetDocument={document}>
    <AppRoot prerendered={prerendered} router={(children) => <BrowserRouter>{children}</BrowserRouter>} />
  </RendererProvider>
);
// As a transition, the first render yields to the browser every few milliseconds instead of holding
// the main thread for all of it: a click or a keypress on the painted page is not kept waiting.
const start = () =>
  startTransition(() => {
    if (prerendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
// The page's code is fetched ahead, beside the sign-in check rather than after it. A pre-rendered page
// is taken over only once it is in (routes.tsx, lazyPage says why); if it fails, the page's error shows.
// Any other page first paints its frame ('Loading...') and then fetches: on a slow connection the
// page's code would otherwise hold up that first paint.
const preload = () => preloadPage(window.location.pathname);
if (prerendered) void preload().then(start, start);
else {
  start();
  requestAnimationFrame(() => setTimeout(() => void preload().catch(() => undefined)));
}
