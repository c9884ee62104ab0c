import { makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../../shared/product';
import { accentTokens, down } from '../../theme';

const useStyles = makeStyles({
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    textDecorationLine: 'none',
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase500,
    whiteSpace: 'nowrap',
    [down.sm]: { fontSize: tokens.fontSizeBase400, gap: tokens.spacingHorizontalXS },
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
});

/** The product mark: a page with a check, brand purple with a cyan tick. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="30" height="30" rx="8" style={{ fill: tokens.colorBrandBackground }} />
      <path d="M9 9h11M9 14h14M9 19h7" strokeWidth="2.2" strokeLinecap="round" style={{ stroke: '#fff' }} />
      <path
        d="M18.5 21.5l3 3 5.5-6.5"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
        style={{ stroke: accentTokens.colorAccentStroke }}
      />
    </svg>
  );
}

export function Logo({ to }: { to: string }) {
  const styles = useStyles();
  return (
    <Link to={to} className={styles.link} aria-label={`${PRODUCT_NAME} home`}>
      <LogoMark />
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}
