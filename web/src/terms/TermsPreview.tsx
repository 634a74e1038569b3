import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { dialogWidth } from '../layout/Dialog.tsx';
import { TERMS_DIALOG_MAX_WIDTH_PX } from './terms-version.ts';
import { TermsText } from './TermsText.tsx';

const PlainLink = ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>;

/**
 * The terms dialog as the page shows it before the app's code has run: index.html carries it
 * (English, for a first visit), and the router's placeholder keeps it on screen until the real,
 * modal dialog replaces it, so a first-time visitor sees it at once instead of after the script.
 * Not modal and its button does nothing yet: the app's dialog takes over as soon as it can act.
 */
export function TermsPreview({ updated }: { updated: boolean }) {
  return (
    <dialog
      open
      className="dialog dialog-preview"
      style={dialogWidth(TERMS_DIALOG_MAX_WIDTH_PX)}
      aria-labelledby="terms-preview-title"
    >
      <h2 id="terms-preview-title">
        <Trans>Terms of service</Trans>
      </h2>
      <TermsText updated={updated} link={PlainLink} />
      <div className="dialog-actions">
        <button type="button" className="primary" disabled>
          <Trans>Agree</Trans>
        </button>
      </div>
    </dialog>
  );
}
