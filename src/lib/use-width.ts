import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The width of an element, in CSS pixels, kept up to date as it changes (ResizeObserver): for a
 * choice a media query cannot make, because it depends on the room a layout leaves (a side
 * navigation beside the page) and not on the screen. Measured when the element is attached,
 * before the browser paints, so a first render that does not fit is replaced unseen. Undefined
 * until measured, and where nothing is laid out (a width of 0: jsdom, a hidden element).
 */
export function useWidth<T extends HTMLElement>(): [
  (element: T | null) => void,
  number | undefined,
] {
  const [width, setWidth] = useState<number>();
  const observer = useRef<ResizeObserver | null>(null);
  const measure = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    const set = (value: number) => setWidth(value > 0 ? value : undefined);
    set(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(([entry]) => {
      if (entry) set(entry.contentRect.width);
    });
    observer.current.observe(element);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  return [measure, width];
}
