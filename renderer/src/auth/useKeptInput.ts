import { useEffect, useRef } from 'react';

/**
 * A ref for a form field on a pre-rendered page that keeps what the student typed before the app took
 * the page over. The page paints, and can be typed into, before its script arrives; React then adopts
 * the field as it is but its state still says '', so the next render would wipe the text and a submit
 * would send nothing. Once the app has started, the field's text becomes the state.
 */
export function useKeptInput(setValue: (value: string) => void) {
  const ref = useRef<HTMLInputElement>(null);
  const setRef = useRef(setValue);
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed) setRef.current(typed);
  }, []);
  return ref;
}
