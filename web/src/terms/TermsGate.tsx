import { useEffect, useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { TERMS_AGREEMENT_PATH } from '#shared/terms-rules';
import { TERMS_DIALOG_MAX_WIDTH_PX } from './terms-version.ts';
import { Dialog, useDialog } from '../layout/Dialog.tsx';
import { focusHeading, whenPageHeading } from '../layout/route-focus.ts';
import type { RouteName } from '../routes/route-names.ts';
import { acceptTerms, readTermsState, TERMS_FREE_ROUTES, type TermsState } from './terms-state.ts';
import { TermsText } from './TermsText.tsx';
import { useInitialStorage } from '../ssr/preference-cookies.ts';
import { PageHydrated } from '../ssr/PageHydrated.tsx';

/**
 * Shows the routed page once the current terms are accepted, or on the terms and privacy pages
 * themselves; otherwise a modal that cannot be dismissed except by agreeing.
 */
export function TermsGate({ routeName, children }: { routeName: RouteName; children: ReactNode }) {
  const { pathname } = useLocation();
  // On a server-rendered page, the first render shows what the server did; the effect below then reads localStorage.
  const initial = useInitialStorage();
  const [state, setState] = useState<TermsState>(() => readTermsState(initial));
  const [updated, setUpdated] = useState(state.accepted ? false : state.updated);

  // Re-read at each route change: another tab may have agreed, or the terms version moved on.
  useEffect(() => {
    const next = readTermsState();
    setState(next);
    if (!next.accepted && next.updated) setUpdated(true);
  }, [pathname]);

  const exempt = (TERMS_FREE_ROUTES as readonly string[]).includes(routeName);
  if (state.accepted || exempt) return <>{children}</>;
  // The dialog goes away with the button that had focus; the page it stood in front of takes it.
  const agree = () => {
    setState(acceptTerms());
    whenPageHeading(focusHeading);
  };
  return <TermsDialog updated={updated} onAgree={agree} />;
}

/**
 * Agree is a form the server also answers (TERMS_AGREEMENT_PATH): without script, or pressed before
 * the page has hydrated, the browser posts it, the server records the acceptance in the preference
 * cookies and sends the reader back to this page. With script the app records it itself.
 */
function TermsDialog({ updated, onAgree }: { updated: boolean; onAgree: () => void }) {
  const dialog = useDialog();
  const { pathname, search } = useLocation();
  return (
    <Dialog
      control={dialog}
      title={<Trans>Terms of service</Trans>}
      persistent
      openOnMount
      maxWidthPx={TERMS_DIALOG_MAX_WIDTH_PX}
    >
      <TermsText updated={updated} link={RouterLink} />
      <PageHydrated />
      <form
        method="post"
        action={TERMS_AGREEMENT_PATH}
        onSubmit={(event) => {
          event.preventDefault();
          onAgree();
        }}
      >
        <input type="hidden" name="return" value={pathname + search} />
        <div className="dialog-actions">
          <button type="submit" className="primary" autoFocus>
            <Trans>Agree</Trans>
          </button>
        </div>
      </form>
    </Dialog>
  );
}

const RouterLink = ({ to, children }: { to: string; children: ReactNode }) => <Link to={to}>{children}</Link>;
