import { WeatherMoonRegular, WeatherSunnyRegular } from '@fluentui/react-icons';
import { useThemeMode } from '../../theme';
import { PlainButton } from './PlainButton';

/**
 * Light/dark switch. Its name (and the browser's hover hint) says what a click will do. A native hint,
 * not Fluent's Tooltip: the tooltip's positioning engine would add 15 KB to every page's first paint.
 */
export function ThemeToggle() {
  const { mode, toggleMode } = useThemeMode();
  const label = mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <PlainButton
      appearance="subtle"
      icon={mode === 'dark' ? <WeatherSunnyRegular /> : <WeatherMoonRegular />}
      onClick={toggleMode}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
    />
  );
}
