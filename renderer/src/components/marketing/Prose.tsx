import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  prose: {
    maxWidth: '760px',
    width: '100%',
    boxSizing: 'border-box',
    margin: '0 auto',
    ...shorthands.padding(tokens.spacingVerticalXXL, tokens.spacingHorizontalL, '56px'),
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase500,
    color: tokens.colorNeutralForeground1,
    '& h2': {
      fontSize: tokens.fontSizeBase600,
      lineHeight: tokens.lineHeightBase600,
      fontWeight: tokens.fontWeightSemibold,
      margin: `${tokens.spacingVerticalXXL} 0 ${tokens.spacingVerticalS}`,
      scrollMarginTop: '80px',
    },
    '& h3': {
      fontSize: tokens.fontSizeBase500,
      fontWeight: tokens.fontWeightSemibold,
      margin: `${tokens.spacingVerticalL} 0 ${tokens.spacingVerticalXS}`,
    },
    '& p': { margin: `0 0 ${tokens.spacingVerticalM}` },
    '& ul, & ol': { margin: `0 0 ${tokens.spacingVerticalM}`, paddingLeft: '24px' },
    '& dt': { marginTop: tokens.spacingVerticalM },
    '& dd': {
      margin: `${tokens.spacingVerticalXS} 0 ${tokens.spacingVerticalM}`,
      color: tokens.colorNeutralForeground2,
    },
    '& li': { marginBottom: tokens.spacingVerticalXS },
    // Plain links only: a Fluent button rendered as <a> keeps its own colours.
    '& a:not(.fui-Button):not(.ec-PlainButton)': {
      color: tokens.colorBrandForegroundLink,
      textUnderlineOffset: '3px',
    },
    '& a:not(.fui-Button):not(.ec-PlainButton):hover': { color: tokens.colorBrandForegroundLinkHover },
    '& a:not(.fui-Button):not(.ec-PlainButton):focus-visible': {
      outline: `2px solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
      borderRadius: '2px',
    },
    '& blockquote': {
      margin: `0 0 ${tokens.spacingVerticalM}`,
      padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
      borderLeft: `4px solid ${tokens.colorBrandStroke1}`,
      backgroundColor: tokens.colorNeutralBackground1,
      borderRadius: tokens.borderRadiusMedium,
    },
    '& blockquote p': { margin: 0 },
    '& code': {
      fontFamily: tokens.fontFamilyMonospace,
      fontSize: tokens.fontSizeBase300,
      backgroundColor: tokens.colorNeutralBackground3,
      borderRadius: tokens.borderRadiusSmall,
      padding: '1px 4px',
    },
  },
});

/** Long-form text (help, about, legal) with comfortable line length and spacing. */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  const styles = useStyles();
  return <div className={mergeClasses(styles.prose, className)}>{children}</div>;
}
