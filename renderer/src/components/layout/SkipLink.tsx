import { makeStyles, tokens } from '@fluentui/react-components';

export const MAIN_CONTENT_ID = 'main-content';

const useStyles = makeStyles({
  link: {
    position: 'absolute',
    left: tokens.spacingHorizontalM,
    top: '-100px',
    zIndex: 100,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    ':focus': { top: tokens.spacingVerticalM },
  },
});

/** First tab stop: jumps past the navigation to the page content. */
export function SkipLink() {
  const styles = useStyles();
  return (
    <a className={styles.link} href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}
