import { FluentProvider, makeStyles, tokens } from '@fluentui/react-components';
import { useLayoutEffect, type ReactNode } from 'react';
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

/**
 * The brand theme's CSS variables are written into index.html at build time (scripts/theme-css.ts)
 * for both modes; this picks the mode with <html data-theme>, before the first paint. FluentProvider
 * gets an empty theme so it neither computes the variables again nor warns that it has none.
 */
const PREBUILT_THEME = {};

export function FluentThemeProvider({ children }: { children: ReactNode }) {
  const { mode } = useThemeMode();
  const styles = useStyles();

  useLayoutEffect(() => {
    document.documentElement.dataset.theme = mode;
  }, [mode]);

  return (
    <FluentProvider theme={PREBUILT_THEME} className={styles.root}>
      {children}
    </FluentProvider>
  );
}
