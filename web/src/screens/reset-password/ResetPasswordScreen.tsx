import { useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import type { ResetPasswordScreenQuery } from '../../__generated__/ResetPasswordScreenQuery.graphql.ts';
import { preloadQuery } from '../../relay/preload.ts';
import { InvalidResetLink } from './InvalidResetLink.tsx';
import { PasswordResetDone } from './PasswordResetDone.tsx';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';
import './reset-password.css';

const query = graphql`
  query ResetPasswordScreenQuery($token: String!) {
    passwordResetLink(token: $token) {
      securityQuestion
    }
  }
`;

/** The mailed link is /reset-password?token=…; without a token there is nothing to ask about. */
export function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token');
  if (!token) return null;
  // A link turns invalid once used or expired, so never trust an earlier answer from the store.
  return { token, queryRef: preloadQuery<ResetPasswordScreenQuery>(query, { token }, 'network-only') };
}

type LoaderData = { token: string; queryRef: PreloadedQuery<ResetPasswordScreenQuery> } | null;

export function Component() {
  const data = useLoaderData() as LoaderData;
  return (
    <article className="reset-password">
      <h1>
        <Trans>Reset password</Trans>
      </h1>
      {data ? <ResetPassword key={data.token} token={data.token} queryRef={data.queryRef} /> : <InvalidResetLink />}
    </article>
  );
}

function ResetPassword({ token, queryRef }: { token: string; queryRef: PreloadedQuery<ResetPasswordScreenQuery> }) {
  const { passwordResetLink } = usePreloadedQuery<ResetPasswordScreenQuery>(query, queryRef);
  const [state, setState] = useState<'form' | 'invalid' | 'done'>('form');
  if (!passwordResetLink || state === 'invalid') return <InvalidResetLink />;
  if (state === 'done') return <PasswordResetDone />;
  return (
    <ResetPasswordForm
      token={token}
      securityQuestion={passwordResetLink.securityQuestion ?? null}
      onReset={() => setState('done')}
      onLinkInvalid={() => setState('invalid')}
    />
  );
}
