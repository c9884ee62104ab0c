import { lazy, type ComponentType, type ReactNode } from 'react';
import { matchPath } from 'react-router-dom';
import { GuestRoute, ProtectedRoute } from './auth/guards';

// The route table. Every page is loaded lazily, so each route is one line. App.tsx mounts the routes
// under one of two layout routes:
//   'nav'  - shared top navigation and footer (landing, marketing, help, dashboard, analyze ...)
//   'bare' - no app chrome (login, signup, forgot/reset password, privacy, terms, auth callback)
// A route may name a guard: a component that renders its children or redirects (e.g. RequireAuth).

export type RouteLayout = 'nav' | 'bare';
export type RouteGuard = ComponentType<{ children: ReactNode }>;

export interface AppRoute {
  path: string;
  layout: RouteLayout;
  page: PageComponent;
  guard?: RouteGuard;
}

/** A page loaded on first use, or ahead of it with preload() (main.tsx, for the page being opened). */
export type PageComponent = ComponentType & { preload(): Promise<unknown> };

/**
 * React.lazy, plus a preload: once the page's module is in, it renders at once instead of suspending.
 * A pre-rendered page must not suspend while the app takes it over: if the sign-in check answers
 * first, React drops the page's HTML and draws it again, wiping what the student had typed.
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>): PageComponent {
  let loaded: ComponentType | undefined;
  const preload = () => load().then((module) => (loaded = module.default));
  const Lazy = lazy(load);
  const Page = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  };
  return Object.assign(Page, { preload });
}

export const appRoutes: AppRoute[] = [
  // ---- Public pages with the shared navigation ----
  { path: '/', layout: 'nav', page: lazyPage(() => import('./pages/Landing')) },
  { path: '/features', layout: 'nav', page: lazyPage(() => import('./pages/Features')) },
  { path: '/pricing', layout: 'nav', page: lazyPage(() => import('./pages/Pricing')) },
  { path: '/about', layout: 'nav', page: lazyPage(() => import('./pages/About')) },
  { path: '/help', layout: 'nav', page: lazyPage(() => import('./pages/Help')) },
  { path: '/contact', layout: 'nav', page: lazyPage(() => import('./pages/Contact')) },

  // ---- Public pages without app chrome ----
  { path: '/privacy', layout: 'bare', page: lazyPage(() => import('./pages/Privacy')) },
  { path: '/terms', layout: 'bare', page: lazyPage(() => import('./pages/Terms')) },

  // ---- Auth routes (accounts issue) ----
  { path: '/login', layout: 'bare', guard: GuestRoute, page: lazyPage(() => import('./pages/Login')) },
  { path: '/signup', layout: 'bare', guard: GuestRoute, page: lazyPage(() => import('./pages/Signup')) },
  {
    path: '/forgot-password',
    layout: 'bare',
    guard: GuestRoute,
    page: lazyPage(() => import('./pages/ForgotPassword')),
  },
  { path: '/reset-password', layout: 'bare', page: lazyPage(() => import('./pages/ResetPassword')) },
  { path: '/auth-callback', layout: 'bare', page: lazyPage(() => import('./pages/AuthCallback')) },
  { path: '/auth/callback', layout: 'bare', page: lazyPage(() => import('./pages/AuthCallback')) },

  // ---- Signed-in routes ----
  {
    path: '/dashboard',
    layout: 'nav',
    guard: ProtectedRoute,
    page: lazyPage(() => import('./pages/Dashboard')),
  },
  { path: '/analyze', layout: 'nav', guard: ProtectedRoute, page: lazyPage(() => import('./pages/Analyze')) },
  {
    path: '/compare/:before/:after',
    layout: 'nav',
    guard: ProtectedRoute,
    page: lazyPage(() => import('./pages/Compare')),
  },
];

/** Shown inside the navigation layout for every path not in the table. */
export const NotFoundPage = lazyPage(() => import('./pages/NotFound'));

/** Starts loading the page at `pathname` (the table's, else the not-found page); resolves once it is in. */
export function preloadPage(pathname: string): Promise<unknown> {
  const route = appRoutes.find((r) => matchPath(r.path, pathname));
  return (route?.page ?? NotFoundPage).preload();
}
