import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../../../shared/product';

/** The title of the page last rendered at build time, where there is no document (renderer/src/prerender.tsx). */
export const prerenderedTitle = { value: '' };

/** Sets the document title, e.g. "Pricing · Essay Coach", so tabs and screen readers name the page. */
export function usePageTitle(title?: string): void {
  const full = title ? `${title} · ${PRODUCT_NAME}` : `${PRODUCT_NAME} · Feedback for college essays`;
  // Effects do not run when pre-rendering: the build reads the title from here and writes it into the page.
  if (typeof document === 'undefined') prerenderedTitle.value = full;
  useEffect(() => {
    document.title = full;
  }, [full]);
}
