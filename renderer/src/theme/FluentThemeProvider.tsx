import { FluentProvider, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, type ReactNode } from 'react';
import { darkTheme, lightTheme } from './brand';
import { useThemeMode } from './ThemeContext';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
  },
});

/** FluentProvider with the brand theme matching the current mode. */
export function FluentThemeProvider({ children }: { children: ReactNode }) {
  const { mode } = useThemeMode();
  const theme = mode === 'dark' ? darkTheme : lightTheme;
  const styles = useStyles();

  // Scrollbars, form controls and the page behind overscroll follow the theme too.
  useEffect(() => {
    const root = document.documentElement;
    root.style.colorScheme = mode;
    root.dataset.theme = mode;
    document.body.style.backgroundColor = theme.colorNeutralBackground1;
    document.body.style.margin = '0';
  }, [mode, theme]);

  return (
    <FluentProvider theme={theme} className={styles.root}>
      {children}
    </FluentProvider>
  );
}
