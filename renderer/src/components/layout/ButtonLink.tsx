import { useHref, useLinkClickHandler } from 'react-router-dom';
import { PlainButtonAnchor, type PlainButtonAnchorProps } from './PlainButton';

export type ButtonLinkProps = Omit<PlainButtonAnchorProps, 'href' | 'onClick'> & { to: string };

/** A link (<a href>) that looks like a Fluent button and navigates inside the SPA. */
export function ButtonLink({ to, ...rest }: ButtonLinkProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return <PlainButtonAnchor {...rest} href={href} onClick={onClick} />;
}
