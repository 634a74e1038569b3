import { useSyncExternalStore } from 'react';
import { Trans } from '@lingui/react/macro';
import { catalogueUnavailable, subscribeCatalogueAvailability } from '../relay/catalogue-availability.ts';
import './catalogue-unavailable.css';

/**
 * Says, instead of an error page, that the catalogue is briefly out of reach and that the page
 * keeps trying; it goes away by itself when the answer arrives. A live region without
 * role=status (the page's own status messages stay the only ones), present from the start so
 * screen readers announce the change.
 */
export function CatalogueUnavailable({ renderedUnavailable = false }: { renderedUnavailable?: boolean }) {
  // What the server rendered (its own reads, in-process), while rendering and hydrating; then the
  // browser's reads, which retry.
  const unavailable = useSyncExternalStore(
    subscribeCatalogueAvailability,
    catalogueUnavailable,
    () => renderedUnavailable,
  );
  return (
    <div className="catalogue-unavailable" aria-live="polite" aria-atomic="true">
      {unavailable && (
        <p>
          <Trans>The catalogue is briefly unavailable. Retrying…</Trans>
        </p>
      )}
    </div>
  );
}
