import { makeResetStyles, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import type { ButtonHTMLAttributes, ReactElement } from 'react';

// Fluent's Button look (v9 theme tokens, same sizes and colours) on a plain <button> or <a>, for the
// navigation and the public pages. Fluent's Button carries every appearance, size and shape, high
// contrast and its focus engine: about 6 KB gzipped in every page's first script for a handful of
// buttons. The signed-in screens keep Fluent's own Button.

export type PlainButtonAppearance = 'secondary' | 'primary' | 'outline' | 'subtle';

export interface PlainButtonLook {
  appearance?: PlainButtonAppearance;
  size?: 'medium' | 'large';
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

const useStyles = makeStyles({
  secondary: {},
  primary: {
    backgroundColor: tokens.colorBrandBackground,
    ...shorthands.borderColor('transparent'),
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': {
      backgroundColor: tokens.colorBrandBackgroundHover,
      ...shorthands.borderColor('transparent'),
      color: tokens.colorNeutralForegroundOnBrand,
    },
    ':hover:active': {
      backgroundColor: tokens.colorBrandBackgroundPressed,
      ...shorthands.borderColor('transparent'),
      color: tokens.colorNeutralForegroundOnBrand,
    },
  },
  outline: {
    backgroundColor: tokens.colorTransparentBackground,
    ':hover': { backgroundColor: tokens.colorTransparentBackgroundHover },
    ':hover:active': { backgroundColor: tokens.colorTransparentBackgroundPressed },
  },
  subtle: {
    backgroundColor: tokens.colorSubtleBackground,
    ...shorthands.borderColor('transparent'),
    color: tokens.colorNeutralForeground2,
    ':hover': {
      backgroundColor: tokens.colorSubtleBackgroundHover,
      ...shorthands.borderColor('transparent'),
      color: tokens.colorNeutralForeground2Hover,
    },
    ':hover:active': {
      backgroundColor: tokens.colorSubtleBackgroundPressed,
      ...shorthands.borderColor('transparent'),
      color: tokens.colorNeutralForeground2Pressed,
    },
  },
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

/** The class names of a button with this look; `hasText` is false for an icon button. */
export function usePlainButtonClasses(look: PlainButtonLook, hasText: boolean, className?: string) {
  const base = useBase();
  const iconBase = useIconBase();
  const styles = useStyles();
  const { appearance = 'secondary', size = 'medium', icon } = look;
  const large = size === 'large';
  const root = mergeClasses(
    base,
    styles[appearance],
    large && styles.large,
    large && icon && styles.largeWithIcon,
    !hasText && (large ? styles.largeIconOnly : styles.iconOnly),
    className,
  );
  return { root, icon: mergeClasses(iconBase, large && styles.largeIcon) };
}

/** The button's content: its icon before or after its text. */
export function PlainButtonContent({
  look,
  iconClass,
  children,
}: {
  look: PlainButtonLook;
  iconClass: string;
  children?: React.ReactNode;
}) {
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

export type PlainButtonProps = PlainButtonLook & ButtonHTMLAttributes<HTMLButtonElement>;

/** A <button type="button"> that looks like Fluent's Button. */
export function PlainButton({
  appearance,
  size,
  icon,
  iconPosition,
  className,
  children,
  ...rest
}: PlainButtonProps) {
  const look = { appearance, size, icon, iconPosition };
  const classes = usePlainButtonClasses(look, children !== undefined, className);
  return (
    <button type="button" {...rest} className={classes.root}>
      <PlainButtonContent look={look} iconClass={classes.icon}>
        {children}
      </PlainButtonContent>
    </button>
  );
}
