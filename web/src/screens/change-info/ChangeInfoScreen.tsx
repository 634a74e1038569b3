import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChangeInfoScreenQuery } from '../../__generated__/ChangeInfoScreenQuery.graphql.ts';
import { preloadQuery } from '../../relay/preload.ts';
import { LoginPrompt, RequireViewer } from '../../viewer/LoginPrompt.tsx';
import { ChangeInfoMenu } from './ChangeInfoMenu.tsx';
import { MODE_TITLES, parseMode, type ChangeInfoMode } from './change-info-mode.ts';
import { EmailForm } from './EmailForm.tsx';
import { NameForm } from './NameForm.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { SecurityQuestionForm } from './SecurityQuestionForm.tsx';
import './change-info.css';

// All four forms' fields in one small query, so switching `?mode=` needs no further round trip.
const query = graphql`
  query ChangeInfoScreenQuery {
    viewer {
      ...PasswordForm_user
      ...EmailForm_user
      ...NameForm_user
      ...SecurityQuestionForm_user
    }
  }
`;

export function loader() {
  return preloadQuery<ChangeInfoScreenQuery>(query, {});
}

/** Switching forms only changes `?mode=`; the query already holds what every form needs. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export function Component() {
  const { i18n } = useLingui();
  const queryRef = useLoaderData() as PreloadedQuery<ChangeInfoScreenQuery>;
  const mode = parseMode(useSearchParams()[0].get('mode'));
  return (
    <article className="change-info">
      <h1>{mode ? i18n._(MODE_TITLES[mode]) : <Trans>Change account information</Trans>}</h1>
      <RequireViewer>
        <ChangeInfo queryRef={queryRef} mode={mode} />
      </RequireViewer>
      <p className="change-info-links">
        {mode && (
          <Link to="/change-info">
            <Trans>Change something else</Trans>
          </Link>
        )}
        <Link to="/settings">
          <Trans>Back to settings</Trans>
        </Link>
      </p>
    </article>
  );
}

function ChangeInfo({
  queryRef,
  mode,
}: {
  queryRef: PreloadedQuery<ChangeInfoScreenQuery>;
  mode: ChangeInfoMode | null;
}) {
  const { viewer } = usePreloadedQuery<ChangeInfoScreenQuery>(query, queryRef);
  // The session can end between the shell's query and this one.
  if (!viewer) return <LoginPrompt />;
  switch (mode) {
    case 'password':
      return <PasswordForm user={viewer} />;
    case 'email':
      return <EmailForm user={viewer} />;
    case 'name':
      return <NameForm user={viewer} />;
    case 'security':
      return <SecurityQuestionForm user={viewer} />;
    default:
      return <ChangeInfoMenu />;
  }
}
