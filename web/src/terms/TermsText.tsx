import type { ComponentType, ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { TERMS_VERSION } from './terms-version.ts';

export type TermsLink = ComponentType<{ to: string; children: ReactNode }>;

/**
 * What the terms dialog says, shared by the dialog and its preview (TermsPreview.tsx). `link`
 * renders the two links: the router's Link in the app, a plain anchor before the app has loaded.
 */
export function TermsText({ updated, link: Link }: { updated: boolean; link: TermsLink }) {
  return (
    <>
      {updated && (
        <p className="notice" role="status">
          <Trans>
            Our terms of service have been updated to version {TERMS_VERSION}. Please read and accept them to continue.
          </Trans>
        </p>
      )}
      <p>
        <Trans>
          To use Cartridge Vault you need to agree to our <Link to="/terms-of-service">terms of service</Link> and{' '}
          <Link to="/privacy-policy">privacy policy</Link>.
        </Trans>
      </p>
    </>
  );
}
