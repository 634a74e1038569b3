import { useEffect } from 'react';
import { documentTitle } from '#shared/page-texts';

/** Every page gets its own <title> (WCAG 2.4.2): it is what a screen reader announces first. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = documentTitle(title);
  }, [title]);
}
