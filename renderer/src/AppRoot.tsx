import { StrictMode, type ReactNode } from 'react';
import { App } from './App';
import { AuthProvider } from './auth/AuthContext';
import { FluentThemeProvider, ThemeModeProvider } from './theme';

interface AppRootProps {
  /** Puts the app in a router: the browser's in main.tsx, a fixed address when pre-rendering. */
  router: (app: ReactNode) => ReactNode;
  /** The page's HTML was rendered at build time and the first render must repeat it (hydration). */
  prerendered?: boolean;
}

/** The whole app with its providers, the same in the browser (main.tsx) and at build time (prerender.tsx). */
export function AppRoot({ router, prerendered = false }: AppRootProps) {
  return (
    <StrictMode>
      <ThemeModeProvider prerendered={prerendered}>
        {/* FluentProvider with the purple/cyan brand theme for the current light/dark mode. */}
        <FluentThemeProvider>
          {router(
            // Who is signed in (spec section 4); inside the router because logout and re-checks navigate.
            <AuthProvider prerendered={prerendered}>
              <App />
            </AuthProvider>,
          )}
        </FluentThemeProvider>
      </ThemeModeProvider>
    </StrictMode>
  );
}
