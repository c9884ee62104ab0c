import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { AuthProvider } from './auth/AuthContext';
import { FluentThemeProvider, ThemeModeProvider } from './theme';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <ThemeModeProvider>
      {/* FluentProvider with the purple/cyan brand theme for the current light/dark mode. */}
      <FluentThemeProvider>
        <BrowserRouter>
          {/* Who is signed in (spec section 4); inside the router because logout and re-checks navigate. */}
          <AuthProvider>
            <App />
          </AuthProvider>
        </BrowserRouter>
      </FluentThemeProvider>
    </ThemeModeProvider>
  </StrictMode>,
);
