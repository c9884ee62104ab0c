import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../../../shared/product';

/** Sets the document title, e.g. "Pricing · Essay Coach", so tabs and screen readers name the page. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : `${PRODUCT_NAME} · Feedback for college essays`;
  }, [title]);
}
