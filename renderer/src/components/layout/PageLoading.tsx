import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  // A screen's height, so the footer waits below the fold and does not jump when the page arrives.
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXXXL,
    minHeight: '100vh',
    boxSizing: 'border-box',
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  // Fluent's medium Spinner drawn with one border (its component would cost every page 2 KB gzipped).
  ring: {
    width: '32px',
    height: '32px',
    boxSizing: 'border-box',
    borderRadius: '50%',
    border: `3px solid ${tokens.colorBrandStroke2}`,
    borderTopColor: tokens.colorBrandStroke1,
    animationName: { to: { transform: 'rotate(360deg)' } },
    animationDuration: '1.5s',
    animationIterationCount: 'infinite',
    animationTimingFunction: 'linear',
    '@media screen and (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
  },
});

/** Shown while a lazily loaded page (or the signed-in check) arrives. */
export function PageLoading() {
  const styles = useStyles();
  return (
    <div className={styles.root} role="status">
      <span className={styles.ring} aria-hidden />
      <span>Loading...</span>
    </div>
  );
}
