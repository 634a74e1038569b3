import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

/**
 * Shown only when the browser runs no script, where a form or control stands that needs it (base.css
 * hides those then): the reader learns why it is missing instead of meeting something that does
 * nothing. The server renders the note; the browser with script never shows it.
 */
export function NeedsScript({ children }: { children?: ReactNode }) {
  return (
    <noscript>
      <p className="notice needs-script-note">
        {children ?? <Trans>This form needs JavaScript, which is turned off in your browser.</Trans>}
      </p>
    </noscript>
  );
}

/** Beside a list's "Load more" (a `needs-script` button): without script the list shows its first page. */
export function MoreNeedsScript() {
  return (
    <NeedsScript>
      <Trans>Showing more needs JavaScript, which is turned off in your browser.</Trans>
    </NeedsScript>
  );
}
