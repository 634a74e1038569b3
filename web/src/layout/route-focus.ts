import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';

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
 * Whether the reader has put focus somewhere since the move began (say, opened a menu while the
 * next page loaded): then it stays there. Focus on the page, on what was left behind, or still on
 * the link or button that started the move, is the router's to move.
 */
export function focusMovedSince(start: Element | null): boolean {
  const current = document.activeElement;
  return current !== null && current !== document.body && current !== start && current.isConnected;
}

/**
 * After each move to another page (not the first load, and not a change of query string such as
 * a search or a filter): focus goes to the new page's heading unless the reader has moved it in
 * the meantime, and its title is returned for a live region to announce.
 */
export function useRouteFocus(): string {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // Compared rather than a "first render" flag, so StrictMode's second effect run changes nothing.
  const shown = useRef(pathname);
  // What had focus when the move began (the link clicked, the form's button).
  const started = useRef<Element | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const start = started.current ?? document.activeElement;
    return whenPageHeading((heading) => {
      if (!focusMovedSince(start)) focusHeading(heading);
      setAnnouncement(heading.textContent?.trim() ?? '');
    });
  }, [pathname]);
  // After the effect above, so a move's last render still sees where it began.
  useEffect(() => {
    started.current = navigation.state === 'idle' ? null : (started.current ?? document.activeElement);
  }, [navigation.state]);
  return announcement;
}
