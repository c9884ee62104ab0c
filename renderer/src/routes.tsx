import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
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
  page: LazyExoticComponent<ComponentType>;
  guard?: RouteGuard;
}

export const appRoutes: AppRoute[] = [
  // ---- Public pages with the shared navigation ----
  { path: '/', layout: 'nav', page: lazy(() => import('./pages/Landing')) },
  { path: '/features', layout: 'nav', page: lazy(() => import('./pages/Features')) },
  { path: '/pricing', layout: 'nav', page: lazy(() => import('./pages/Pricing')) },
  { path: '/about', layout: 'nav', page: lazy(() => import('./pages/About')) },
  { path: '/help', layout: 'nav', page: lazy(() => import('./pages/Help')) },
  { path: '/contact', layout: 'nav', page: lazy(() => import('./pages/Contact')) },

  // ---- Public pages without app chrome ----
  { path: '/privacy', layout: 'bare', page: lazy(() => import('./pages/Privacy')) },
  { path: '/terms', layout: 'bare', page: lazy(() => import('./pages/Terms')) },

  // ---- Auth routes (accounts issue) ----
  { path: '/login', layout: 'bare', guard: GuestRoute, page: lazy(() => import('./pages/Login')) },
  { path: '/signup', layout: 'bare', guard: GuestRoute, page: lazy(() => import('./pages/Signup')) },
  {
    path: '/forgot-password',
    layout: 'bare',
    guard: GuestRoute,
    page: lazy(() => import('./pages/ForgotPassword')),
  },
  { path: '/reset-password', layout: 'bare', page: lazy(() => import('./pages/ResetPassword')) },
  { path: '/auth-callback', layout: 'bare', page: lazy(() => import('./pages/AuthCallback')) },
  { path: '/auth/callback', layout: 'bare', page: lazy(() => import('./pages/AuthCallback')) },

  // ---- Signed-in routes ----
  { path: '/dashboard', layout: 'nav', guard: ProtectedRoute, page: lazy(() => import('./pages/Dashboard')) },
  { path: '/analyze', layout: 'nav', guard: ProtectedRoute, page: lazy(() => import('./pages/Analyze')) },
  {
    path: '/compare/:before/:after',
    layout: 'nav',
    guard: ProtectedRoute,
    page: lazy(() => import('./pages/Compare')),
  },
];

/** Shown inside the navigation layout for every path not in the table. */
export const NotFoundPage = lazy(() => import('./pages/NotFound'));
