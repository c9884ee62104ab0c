import { makeStyles } from '@fluentui/react-components';
import { WeatherMoonRegular, WeatherSunnyRegular } from '@fluentui/react-icons';
import { useThemeMode } from '../../theme';
import { PlainButton } from './PlainButton';

// The icon follows the page's theme (<html data-theme>) rather than the app's state: a pre-rendered
// page paints in the student's theme before the app runs, and its toggle must already match it.
const useStyles = makeStyles({
  sun: { ':global(html[data-theme=light]) &': { display: 'none' } },
  moon: { display: 'none', ':global(html[data-theme=light]) &': { display: 'inline' } },
});

/**
 * Light/dark switch. Its name (and the browser's hover hint) says what a click will do. A native hint,
 * not Fluent's Tooltip: the tooltip's positioning engine would add 15 KB to every page's first paint.
 */
export function ThemeToggle() {
  const styles = useStyles();
  const { mode, toggleMode } = useThemeMode();
  const label = mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <PlainButton
      appearance="subtle"
      icon={
        <>
          <WeatherSunnyRegular className={styles.sun} />
          <WeatherMoonRegular className={styles.moon} />
        </>
      }
      onClick={toggleMode}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
    />
  );
}
