import { Trans } from '@lingui/react/macro';
import { Link, useRouteError } from 'react-router';
import { PageHydrated } from '../ssr/PageHydrated.tsx';

/** Shown when a screen fails to load or render: say so plainly and offer a way on. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
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
