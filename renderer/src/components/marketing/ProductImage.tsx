import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ComponentType } from 'react';
import { screenshotUrl, type ScreenshotName } from './screenshots';

const useStyles = makeStyles({
  frame: {
    borderRadius: '16px',
    boxShadow: tokens.shadow28,
    overflow: 'hidden',
    lineHeight: 0,
  },
  img: { width: '100%', height: 'auto', display: 'block' },
});

export interface ProductImageProps {
  name: ScreenshotName;
  /** Describes the screenshot (the illustration carries its own description). */
  alt: string;
  illustration: ComponentType;
  className?: string;
}

/** A screenshot of the product when one has been captured, else its drawn illustration. */
export function ProductImage({ name, alt, illustration: Illustration, className }: ProductImageProps) {
  const styles = useStyles();
  const src = screenshotUrl(name);
  return (
    <div className={mergeClasses(styles.frame, className)}>
      {src ? <img className={styles.img} src={src} alt={alt} width={1280} height={800} /> : <Illustration />}
    </div>
  );
}
