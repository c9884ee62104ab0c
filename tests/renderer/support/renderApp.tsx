import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../../../renderer/src/App';
import { FluentThemeProvider, ThemeModeProvider } from '../../../renderer/src/theme';

/** Renders UI inside the app's providers (theme + Fluent + router) at `path`. */
export function renderWithProviders(ui: ReactNode, path = '/') {
  return render(
    <ThemeModeProvider>
      <FluentThemeProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </FluentThemeProvider>
    </ThemeModeProvider>,
  );
}

/** The whole app (route table, layouts, lazy pages) at `path`. */
export function renderApp(path: string) {
  return renderWithProviders(<App />, path);
}
