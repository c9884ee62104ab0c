import { Button, Tooltip } from '@fluentui/react-components';
import { WeatherMoonRegular, WeatherSunnyRegular } from '@fluentui/react-icons';
import { useThemeMode } from '../../theme';

/** Light/dark switch. Its tooltip (also its accessible name) says what a click will do. */
export function ThemeToggle() {
  const { mode, toggleMode } = useThemeMode();
  const label = mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <Tooltip content={label} relationship="label">
      <Button
        appearance="subtle"
        icon={mode === 'dark' ? <WeatherSunnyRegular /> : <WeatherMoonRegular />}
        onClick={toggleMode}
        data-testid="theme-toggle"
      />
    </Tooltip>
  );
}
