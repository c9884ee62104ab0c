import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { DismissRegular, NavigationRegular } from '@fluentui/react-icons';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { down, up } from '../../theme';
import { Logo } from './Logo';
import { NavLinks } from './NavLinks';
import { PlainButton } from './PlainButton';
import type { NavModel } from './navModel';
import { ThemeToggle } from './ThemeToggle';

const useStyles = makeStyles({
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 10,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    maxWidth: '1200px',
    minHeight: '64px',
    margin: '0 auto',
    ...shorthands.padding(0, tokens.spacingHorizontalL),
    // A phone's 360px holds the logo, the theme toggle, Share Feedback, the avatar and the menu button.
    [down.sm]: { ...shorthands.padding(0, tokens.spacingHorizontalS), gap: tokens.spacingHorizontalXS },
  },
  desktopNav: { marginLeft: 'auto', [down.md]: { display: 'none' } },
  actions: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    [down.md]: { marginLeft: 'auto' },
    [down.sm]: { gap: 0 },
  },
  menuButton: { [up.md]: { display: 'none' } },
  mobilePanel: {
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    ...shorthands.padding(tokens.spacingVerticalM, tokens.spacingHorizontalL, tokens.spacingVerticalL),
    [up.md]: { display: 'none' },
  },
});

/** The shared top navigation: logo, links, theme toggle, account area; a menu button below md. */
export function TopNav({ model }: { model: NavModel }) {
  const styles = useStyles();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();

  // Close the mobile menu after navigating and on Escape.
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Logo to={model.logoTo} />
        <nav aria-label="Main" className={styles.desktopNav}>
          <NavLinks items={model.items} />
        </nav>
        <div className={styles.actions}>
          <ThemeToggle />
          {model.accountArea}
          <PlainButton
            className={styles.menuButton}
            appearance="subtle"
            icon={menuOpen ? <DismissRegular /> : <NavigationRegular />}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          />
        </div>
      </div>
      {menuOpen && (
        <nav id={menuId} aria-label="Main menu" className={mergeClasses(styles.mobilePanel)}>
          <NavLinks items={model.items} vertical onNavigate={() => setMenuOpen(false)} />
        </nav>
      )}
    </header>
  );
}
