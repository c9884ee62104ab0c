import { Button, type ButtonProps } from '@fluentui/react-components';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export type ButtonLinkProps = Omit<ButtonProps, 'as' | 'href' | 'onClick'> & { to: string };

/** A Fluent button that is a real link (<a href>) and navigates inside the SPA. */
export function ButtonLink({ to, ...rest }: ButtonLinkProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  const props = { ...rest, as: 'a', href, onClick } as ButtonProps;
  return <Button {...props} />;
}
