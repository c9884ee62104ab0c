import { createElement, type ReactNode } from 'react';
import { useOptionalAuth } from '../../auth/AuthContext';
import { AccountArea } from './AccountArea';

// What the shared navigation shows (spec section 2). TopNav renders whatever useNavModel() returns, so
// the signed-in variant is a change to useNavModel only.

export interface NavItem {
  label: string;
  to: string;
  /** Shown as a filled button rather than a text link (Sign Up). */
  primary?: boolean;
}

export interface NavModel {
  /** Where the logo leads: / when signed out, /dashboard when signed in. */
  logoTo: string;
  items: NavItem[];
  /** Extra controls at the end of the bar, e.g. the Share Feedback button and the avatar menu. */
  accountArea?: ReactNode;
}

export const SIGNED_OUT_NAV: NavModel = {
  logoTo: '/',
  items: [
    { label: 'Features', to: '/features' },
    { label: 'Pricing', to: '/pricing' },
    { label: 'About', to: '/about' },
    { label: 'Help', to: '/help' },
    { label: 'Login', to: '/login' },
    { label: 'Sign Up', to: '/signup', primary: true },
  ],
};

/** Links of the signed-in variant; the accounts work pairs them with logoTo '/dashboard' and an accountArea. */
export const SIGNED_IN_NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Review Essay', to: '/analyze' },
  { label: 'Features', to: '/features' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'About', to: '/about' },
  { label: 'Help', to: '/help' },
];

/**
 * The navigation for the current visitor.
 * SEAM (accounts issue): when signed in, return
 * `{ logoTo: '/dashboard', items: SIGNED_IN_NAV_ITEMS, accountArea: <ShareFeedback + AvatarMenu /> }`.
 */
export function useNavModel(): NavModel {
  const auth = useOptionalAuth();
  const user = auth?.isAuthenticated ? auth.user : null;
  if (!user) return SIGNED_OUT_NAV;
  const accountArea = createElement(AccountArea, { user });
  return { logoTo: '/dashboard', items: SIGNED_IN_NAV_ITEMS, accountArea };
}
