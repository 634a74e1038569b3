import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Calls back with the page's `<h1>` once it is in `<main>`: a lazy screen, its data or the terms
 * dialog may still stand in front of it. Returns the way to stop waiting.
 */
export function whenPageHeading(callback: (heading: HTMLElement) => void): () => void {
  const main = document.getElementById('main');
  if (!main) return () => {};
  const find = () => main.querySelector<HTMLElement>('h1');
  const found = find();
  if (found) {
    callback(found);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const heading = find();
    if (!heading) return;
    observer.disconnect();
    callback(heading);
  });
  observer.observe(main, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/** Focus on the heading, so reading and Tab go on from the top of the new page. */
export function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  // The scroll position is the router's (top, or where it was on back and forward).
  heading.focus({ preventScroll: true });
}

/**
 * After each move to another page (not the first load, and not a change of query string such as
 * a search or a filter): focus goes to the new page's heading, and its title is returned for a
 * live region to announce.
 */
export function useRouteFocus(): string {
  const { pathname } = useLocation();
  // Compared rather than a "first render" flag, so StrictMode's second effect run changes nothing.
  const shown = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    return whenPageHeading((heading) => {
      focusHeading(heading);
      setAnnouncement(heading.textContent?.trim() ?? '');
    });
  }, [pathname]);
  return announcement;
}
