import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen a part of the page starts loading: a little ahead of the fan. */
const AHEAD = '300px 0px';

/**
 * A part of the home page below the first screen: `fallback` (its skeleton) until it comes within a screen of
 * the viewport, then `children`. What a fan does not see yet (a section's code, its data, its pictures) is not
 * fetched with the first screen.
 */
export function WhenNear({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  // Far at first, also on the server: the first screen's HTML holds the skeleton the browser hydrates.
  const [near, setNear] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near || !place.current) return undefined;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      // Near, or already above the screen (a fan who scrolled past it before the page was running).
      (entries) =>
        entries.some((entry) => entry.isIntersecting || entry.boundingClientRect.bottom < 0) && setNear(true),
      { rootMargin: AHEAD },
    );
    observer.observe(place.current);
    return () => observer.disconnect();
  }, [near]);
  return <div ref={place}>{near ? children : fallback}</div>;
}
