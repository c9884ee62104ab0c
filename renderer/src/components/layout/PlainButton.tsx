import { makeResetStyles, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactElement, ReactNode } from 'react';

// Fluent's Button look (v9 theme tokens, same sizes and colours) on a plain <button> or <a>, for the
// navigation and the public pages. Fluent's Button carries every appearance, size and shape, high
// contrast and its focus engine: about 6 KB gzipped in every page's first script for a handful of
// buttons. The signed-in screens keep Fluent's own Button.

export type PlainButtonAppearance = 'secondary' | 'primary' | 'outline' | 'subtle' | 'transparent';

export interface PlainButtonLook {
  appearance?: PlainButtonAppearance;
  size?: 'small' | 'medium' | 'large';
  icon?: ReactElement;
  iconPosition?: 'before' | 'after';
}

const useBase = makeResetStyles({
  alignItems: 'center',
  boxSizing: 'border-box',
  display: 'inline-flex',
  justifyContent: 'center',
  gap: tokens.spacingHorizontalSNudge,
  textDecorationLine: 'none',
  verticalAlign: 'middle',
  margin: 0,
  overflow: 'hidden',
  backgroundColor: tokens.colorNeutralBackground1,
  color: tokens.colorNeutralForeground1,
  border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  fontFamily: tokens.fontFamilyBase,
  outlineStyle: 'none',
  padding: `5px ${tokens.spacingHorizontalM}`,
  minWidth: '96px',
  borderRadius: tokens.borderRadiusMedium,
  fontSize: tokens.fontSizeBase300,
  fontWeight: tokens.fontWeightSemibold,
  lineHeight: tokens.lineHeightBase300,
  transitionDuration: tokens.durationFaster,
  transitionProperty: 'background, border, color',
  transitionTimingFunction: tokens.curveEasyEase,
  cursor: 'pointer',
  ':hover': {
    backgroundColor: tokens.colorNeutralBackground1Hover,
    borderColor: tokens.colorNeutralStroke1Hover,
    color: tokens.colorNeutralForeground1Hover,
  },
  ':hover:active': {
    backgroundColor: tokens.colorNeutralBackground1Pressed,
    borderColor: tokens.colorNeutralStroke1Pressed,
    color: tokens.colorNeutralForeground1Pressed,
  },
  ':focus-visible': {
    borderColor: tokens.colorStrokeFocus2,
    outline: `${tokens.strokeWidthThick} solid ${tokens.colorTransparentStroke}`,
    boxShadow: `0 0 0 ${tokens.strokeWidthThin} ${tokens.colorStrokeFocus2} inset`,
    zIndex: 1,
  },
  ':disabled': {
    backgroundColor: tokens.colorNeutralBackgroundDisabled,
    borderColor: tokens.colorNeutralStrokeDisabled,
    color: tokens.colorNeutralForegroundDisabled,
    cursor: 'not-allowed',
  },
  '@media screen and (prefers-reduced-motion: reduce)': { transitionDuration: '0.01ms' },
  '@media (forced-colors: active)': { ':focus-visible': { outline: '2px solid Highlight' } },
});

const useIconBase = makeResetStyles({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: '20px',
  width: '20px',
  height: '20px',
});

type States = [rest: string, hover: string, pressed: string];

/** An appearance without a visible border: its background and text colours at rest, hovered, pressed. */
const borderless = ([bg, bgHover, bgPressed]: States, [fg, fgHover, fgPressed]: States) => ({
  backgroundColor: bg,
  ...shorthands.borderColor('transparent'),
  color: fg,
  ':hover': { backgroundColor: bgHover, ...shorthands.borderColor('transparent'), color: fgHover },
  ':hover:active': { backgroundColor: bgPressed, ...shorthands.borderColor('transparent'), color: fgPressed },
});

const useStyles = makeStyles({
  secondary: {},
  primary: borderless(
    [tokens.colorBrandBackground, tokens.colorBrandBackgroundHover, tokens.colorBrandBackgroundPressed],
    [
      tokens.colorNeutralForegroundOnBrand,
      tokens.colorNeutralForegroundOnBrand,
      tokens.colorNeutralForegroundOnBrand,
    ],
  ),
  outline: {
    backgroundColor: tokens.colorTransparentBackground,
    ':hover': { backgroundColor: tokens.colorTransparentBackgroundHover },
    ':hover:active': { backgroundColor: tokens.colorTransparentBackgroundPressed },
  },
  subtle: borderless(
    [tokens.colorSubtleBackground, tokens.colorSubtleBackgroundHover, tokens.colorSubtleBackgroundPressed],
    [
      tokens.colorNeutralForeground2,
      tokens.colorNeutralForeground2Hover,
      tokens.colorNeutralForeground2Pressed,
    ],
  ),
  transparent: borderless(
    [
      tokens.colorTransparentBackground,
      tokens.colorTransparentBackgroundHover,
      tokens.colorTransparentBackgroundPressed,
    ],
    [
      tokens.colorNeutralForeground2,
      tokens.colorNeutralForeground2BrandHover,
      tokens.colorNeutralForeground2BrandPressed,
    ],
  ),
  small: {
    minWidth: '64px',
    padding: `3px ${tokens.spacingHorizontalS}`,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightRegular,
    lineHeight: tokens.lineHeightBase200,
  },
  smallIconOnly: { padding: '1px', minWidth: '24px', maxWidth: '24px' },
  large: {
    padding: `8px ${tokens.spacingHorizontalL}`,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
  },
  largeWithIcon: { paddingTop: '7px', paddingBottom: '7px' },
  iconOnly: { padding: '5px', minWidth: '32px', maxWidth: '32px' },
  largeIconOnly: { padding: '7px', minWidth: '40px', maxWidth: '40px' },
  largeIcon: { fontSize: '24px', width: '24px', height: '24px' },
});

/**
 * A plain class every button of this kind carries, as Fluent's carry `fui-Button`: text styles
 * that colour links (Prose) leave buttons drawn as links alone.
 */
export const PLAIN_BUTTON_CLASS = 'ec-PlainButton';

/** The class names of a button with this look; `hasText` is false for an icon button. */
function usePlainButtonClasses(look: PlainButtonLook, hasText: boolean, className?: string) {
  const base = useBase();
  const iconBase = useIconBase();
  const styles = useStyles();
  const { appearance = 'secondary', size = 'medium', icon } = look;
  const large = size === 'large';
  const iconOnly = { small: styles.smallIconOnly, medium: styles.iconOnly, large: styles.largeIconOnly };
  const root = mergeClasses(
    PLAIN_BUTTON_CLASS,
    base,
    styles[appearance],
    size !== 'medium' && styles[size],
    large && icon && styles.largeWithIcon,
    !hasText && iconOnly[size],
    className,
  );
  return { root, icon: mergeClasses(iconBase, large && styles.largeIcon) };
}

/** The button's icon before or after its text. */
function withIcon(look: PlainButtonLook, iconClass: string, children: ReactNode) {
  const icon = look.icon && (
    <span className={iconClass} aria-hidden>
      {look.icon}
    </span>
  );
  return (
    <>
      {look.iconPosition !== 'after' && icon}
      {children}
      {look.iconPosition === 'after' && icon}
    </>
  );
}

/** Splits a button's look from the element's own attributes; the class and content it renders. */
function usePlainButton<P extends PlainButtonLook & { className?: string; children?: ReactNode }>(props: P) {
  const { appearance, size, icon, iconPosition, className, children, ...rest } = props;
  const look = { appearance, size, icon, iconPosition };
  const classes = usePlainButtonClasses(look, children !== undefined, className);
  return { rest, className: classes.root, content: withIcon(look, classes.icon, children) };
}

export type PlainButtonProps = PlainButtonLook & ButtonHTMLAttributes<HTMLButtonElement>;

/** A <button type="button"> that looks like Fluent's Button. */
export function PlainButton(props: PlainButtonProps) {
  const { rest, className, content } = usePlainButton(props);
  return (
    <button type="button" {...rest} className={className}>
      {content}
    </button>
  );
}

export type PlainButtonAnchorProps = PlainButtonLook & AnchorHTMLAttributes<HTMLAnchorElement>;

/** A link (<a href>) that looks like Fluent's Button. */
export function PlainButtonAnchor(props: PlainButtonAnchorProps) {
  const { rest, className, content } = usePlainButton(props);
  return (
    <a {...rest} className={className}>
      {content}
    </a>
  );
}
