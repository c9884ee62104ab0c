import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { NavLink } from 'react-router-dom';
import type { NavItem } from './navModel';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  vertical: { flexDirection: 'column', alignItems: 'stretch', gap: tokens.spacingVerticalXS },
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '32px',
    ...shorthands.padding(tokens.spacingVerticalXS, tokens.spacingHorizontalM),
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    ':hover': { color: tokens.colorNeutralForeground1, backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
    '&[aria-current="page"]': {
      color: tokens.colorBrandForeground1,
      backgroundColor: tokens.colorBrandBackground2,
    },
  },
  block: { display: 'flex', minHeight: '44px', fontSize: tokens.fontSizeBase400 },
  primary: {
    color: tokens.colorNeutralForegroundOnBrand,
    backgroundColor: tokens.colorBrandBackground,
    ':hover': {
      color: tokens.colorNeutralForegroundOnBrand,
      backgroundColor: tokens.colorBrandBackgroundHover,
    },
    '&[aria-current="page"]': {
      color: tokens.colorNeutralForegroundOnBrand,
      backgroundColor: tokens.colorBrandBackgroundSelected,
    },
  },
});

interface NavLinksProps {
  items: NavItem[];
  /** Stacked, large touch targets (mobile menu). */
  vertical?: boolean;
  onNavigate?: () => void;
}

export function NavLinks({ items, vertical = false, onNavigate }: NavLinksProps) {
  const styles = useStyles();
  return (
    <ul className={mergeClasses(styles.list, vertical && styles.vertical)}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end
            onClick={onNavigate}
            className={mergeClasses(styles.link, vertical && styles.block, item.primary && styles.primary)}
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
