// The build-time renderer of the public pages (vite's SSR build of this file, run by
// scripts/prerender.ts): a page's HTML and the Griffel styles it uses, so it paints before any script.
import {
  createDOMRenderer,
  RendererProvider,
  renderToStyleElements,
  type GriffelRenderer,
} from '@fluentui/react-components';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoot } from './AppRoot';
import { prerenderedTitle } from './components/layout/usePageTitle';

export interface PrerenderedPage {
  /** The markup of <div id="root">. */
  html: string;
  /** <style> elements for the <head>. */
  styles: string;
  /** The page's <title> text. */
  title: string;
}

const tree = (url: string, renderer: GriffelRenderer) => (
  <RendererProvider renderer={renderer}>
    <AppRoot prerendered router={(children) => <StaticRouter location={url}>{children}</StaticRouter>} />
  </RendererProvider>
);

/**
 * Renders the app at `url`. A first pass waits for the lazily loaded page and what it loads lazily
 * (prerender resolves every Suspense); the second then renders it in one piece. A page still waiting
 * would be sent as its 'Loading...' fallback plus inline scripts that swap it in, which the
 * Content-Security-Policy forbids: that fails the build.
 */
export async function renderPage(url: string): Promise<PrerenderedPage> {
  const { prelude } = await prerenderToNodeStream(tree(url, createDOMRenderer()));
  for await (const chunk of prelude) void chunk;
  const renderer = createDOMRenderer();
  prerenderedTitle.value = '';
  const html = renderToString(tree(url, renderer));
  if (html.includes('<!--$?-->') || html.includes('<script')) throw new Error(`${url} still suspends`);
  return {
    html,
    styles: renderToStaticMarkup(<>{renderToStyleElements(renderer)}</>),
    title: prerenderedTitle.value,
  };
}
