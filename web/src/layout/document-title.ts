import { useEffect } from 'react';

const SITE = 'Cartridge Vault';

/** Every page gets its own <title> (WCAG 2.4.2): it is what a screen reader announces first. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = title && title !== SITE ? `${title} · ${SITE}` : SITE;
  }, [title]);
}
