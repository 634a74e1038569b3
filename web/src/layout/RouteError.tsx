import { Trans } from '@lingui/react/macro';
import { Link, useRouteError } from 'react-router';
import { PageHydrated } from '../ssr/PageHydrated.tsx';
import { useOnline } from '../offline/online-status.ts';

/** Shown when a screen fails to load or render: say so plainly and offer a way on. */
export function RouteError() {
  const error = useRouteError();
  const online = useOnline();
  console.error(error);
  if (!online) {
    // Offline, the screen's code or data was not kept from an earlier visit: not a fault.
    return (
      <main className="page" role="alert">
        <PageHydrated />
        <h1>
          <Trans>Not available offline</Trans>
        </h1>
        <p>
          <Trans>Only the pages you opened while online can be read offline. This one needs the network.</Trans>
        </p>
        <p>
          <Link to="/">
            <Trans>Go to the home page</Trans>
          </Link>
        </p>
      </main>
    );
  }
  return (
    <main className="page" role="alert">
      <PageHydrated />
      <h1>
        <Trans>Something went wrong</Trans>
      </h1>
      <p>
        <Trans>An unexpected error occurred. Please try again.</Trans>
      </p>
      <p>
        <button type="button" onClick={() => location.reload()}>
          <Trans>Reload the page</Trans>
        </button>{' '}
        <Link to="/">
          <Trans>Go to the home page</Trans>
        </Link>
      </p>
    </main>
  );
}
