import { Link, type LinkProps } from '@fluentui/react-components';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export type TextLinkProps = Omit<LinkProps, 'as' | 'href' | 'onClick'> & { to: string };

/** A Fluent text link that navigates inside the SPA (still a real <a href> for new tabs). */
export function TextLink({ to, inline = true, ...rest }: TextLinkProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  const props = { ...rest, inline, href, onClick } as LinkProps;
  return <Link {...props} />;
}
