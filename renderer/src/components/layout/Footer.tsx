import { makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../../shared/product';
import { up } from '../../theme';
import { LogoMark } from './Logo';

const FOOTER_LINKS = [
  { label: 'Features', to: '/features' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'About', to: '/about' },
  { label: 'Help', to: '/help' },
  { label: 'Privacy', to: '/privacy' },
  { label: 'Terms', to: '/terms' },
];

const useStyles = makeStyles({
  footer: {
    marginTop: 'auto',
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  inner: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1200px',
    margin: '0 auto',
    ...shorthands.padding(tokens.spacingVerticalXXL, tokens.spacingHorizontalL),
    [up.md]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
  brand: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
  },
  links: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  link: {
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'underline',
    textUnderlineOffset: '3px',
    ':hover': { color: tokens.colorBrandForegroundLink },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
});

export function Footer() {
  const styles = useStyles();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <LogoMark size={24} />
          {/* A pre-rendered page carries its build's year: the app keeps it rather than failing to take
              the page over in a new year (the next deploy brings the new one). */}
          <span suppressHydrationWarning>
            © {new Date().getFullYear()} {PRODUCT_NAME}. Feedback that helps your own voice come through.
          </span>
        </div>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={styles.link}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
