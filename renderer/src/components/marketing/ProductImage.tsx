import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ComponentType } from 'react';
import { SCREENSHOT_SIZE, screenshotSources, type ScreenshotName } from './screenshots';

const useStyles = makeStyles({
  frame: {
    borderRadius: '16px',
    boxShadow: tokens.shadow28,
    overflow: 'hidden',
    lineHeight: 0,
  },
  // The width and height attributes give the box its shape before the image arrives (no layout shift).
  img: { width: '100%', height: 'auto', display: 'block' },
});

/**
 * The image's width on the page: the column (the window less the page's 16 px margins) on phones, at
 * most about 720 px beside text. A phone 412 px wide at 1.75x (Lighthouse's) then takes the 720 px copy
 * (26 KB as AVIF) rather than the 960 px one (39 KB).
 */
const SIZES = '(min-width: 1024px) 720px, calc(100vw - 32px)';

export interface ProductImageProps {
  name: ScreenshotName;
  /** Describes the screenshot (the illustration carries its own description). */
  alt: string;
  illustration: ComponentType;
  /** Above the fold (the landing hero): fetched first, not lazily. */
  priority?: boolean;
  className?: string;
}

/** A screenshot of the product when one has been captured, else its drawn illustration. */
export function ProductImage({
  name,
  alt,
  illustration: Illustration,
  priority,
  className,
}: ProductImageProps) {
  const styles = useStyles();
  const sources = screenshotSources(name);
  return (
    <div className={mergeClasses(styles.frame, className)}>
      {sources ? (
        <picture>
          {sources.modern.map((s) => (
            <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={SIZES} />
          ))}
          <img
            className={styles.img}
            src={sources.png}
            alt={alt}
            width={SCREENSHOT_SIZE.width}
            height={SCREENSHOT_SIZE.height}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
          />
        </picture>
      ) : (
        <Illustration />
      )}
    </div>
  );
}
