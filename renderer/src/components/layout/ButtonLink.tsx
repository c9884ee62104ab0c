import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { PlainButtonContent, usePlainButtonClasses, type PlainButtonLook } from './PlainButton';

export type ButtonLinkProps = PlainButtonLook &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> & { to: string };

/** A link (<a href>) that looks like a Fluent button and navigates inside the SPA. */
export function ButtonLink({
  to,
  appearance,
  size,
  icon,
  iconPosition,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  const look = { appearance, size, icon, iconPosition };
  const classes = usePlainButtonClasses(look, children !== undefined, className);
  return (
    <a {...rest} href={href} onClick={onClick} className={classes.root}>
      <PlainButtonContent look={look} iconClass={classes.icon}>
        {children}
      </PlainButtonContent>
    </a>
  );
}
