import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export type TextLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> & {
  to: string;
  /** Underlined, for a link inside a sentence (the default); false underlines on hover only. */
  inline?: boolean;
};

// Fluent's Link look on a plain <a>: Fluent's Link component would add its focus machinery to the
// first script of every public page for what is a coloured, underlined link.
const useStyles = makeStyles({
  root: {
    color: tokens.colorBrandForegroundLink,
    cursor: 'pointer',
    fontFamily: tokens.fontFamilyBase,
    fontSize: 'inherit',
    fontWeight: tokens.fontWeightRegular,
    textDecorationLine: 'none',
    textDecorationThickness: tokens.strokeWidthThin,
    ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkHover },
    ':active': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkPressed },
    ':focus-visible': {
      outlineStyle: 'none',
      textDecorationLine: 'underline',
      textDecorationStyle: 'double',
      textDecorationColor: tokens.colorStrokeFocus2,
    },
  },
  inline: { textDecorationLine: 'underline' },
});

/** A text link that navigates inside the SPA (still a real <a href> for new tabs). */
export function TextLink({ to, inline = true, className, ...rest }: TextLinkProps) {
  const styles = useStyles();
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <a
      {...rest}
      href={href}
      onClick={onClick}
      className={mergeClasses(styles.root, inline && styles.inline, className)}
    />
  );
}
