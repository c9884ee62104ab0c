import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageLoading } from '../components/layout/PageLoading';
import { useAuth } from './AuthContext';
import { redirectTarget } from './redirect';

/** Signed-in pages: while loading a 'Loading...' spinner; signed out → /login, remembering this page. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageLoading />;
  if (status === 'unauthenticated') return <Navigate to="/login" replace state={{ from: location }} />;
  return <>{children}</>;
}

/**
 * Guest-only pages (login, signup, forgot password): signed-in users go on to where they were headed, else
 * /analyze. While the check runs, a visitor with no student remembered on this device (nearly always a
 * guest) sees the form at once, as the pre-rendered page shows it; a remembered student sees 'Loading...'.
 */
export function GuestRoute({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'loading') return user ? <PageLoading /> : <>{children}</>;
  if (status === 'authenticated') return <Navigate to={redirectTarget(location.state)} replace />;
  return <>{children}</>;
}
