import { request as requestContexts, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, E2E_BASE_URL } from '../playwright.config.ts';
import { expect } from './fixtures.ts';

// Accounts made and signed in through the API, for journeys that are not about signing up or
// logging in. Each call signs in the request context it is given: pass `page.request` to share
// the page's cookies, or the `request` fixture (or a context of its own) to stay apart from it.

export interface Account {
  email: string;
  password: string;
  /** The server derives it from the email's local part. */
  username: string;
}

export interface OutboxMail {
  to: string;
  kind: string;
  subject: string;
  text: string;
}

/** A fresh address per call, so tests never share an account; its local part is a valid username. */
export function uniqueEmail(): string {
  return `u${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.org`;
}

async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T | null; errors?: unknown };
  if (!response.ok() || body.errors || !body.data) {
    throw new Error(`GraphQL request failed with status ${response.status()}: ${JSON.stringify(body)}`);
  }
  return body.data;
}

/**
 * Creates an account, signed in in `request`, and confirms its address through the link mailed to
 * the outbox (as a member who opened it: unverified members cannot vote, comment or submit
 * requests), unless `verify` is false. Throws unless the server says it was made.
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  { email = uniqueEmail(), password = `pw-${email.split('@')[0]}`, verify = true } = {},
): Promise<Account> {
  const { signUp } = await graphql<{ signUp: { __typename: string; data?: { username: string } } }>(
    request,
    `
      mutation ($input: SignUpInput!) {
        signUp(input: $input) {
          __typename
          ... on MutationSignUpSuccess {
            data {
              id
              username
            }
          }
        }
      }
    `,
    { input: { email, password, passwordConfirmation: password } },
  );
  if (!signUp.data) throw new Error(`Signing up ${email} through the API gave ${signUp.__typename}`);
  if (verify) await verifyEmailThroughOutbox(request, email);
  return { email, password, username: signUp.data.username };
}

/** The token of the newest verification link mailed to `email`, read from the outbox by an administrator of its own. */
export async function verificationTokenFor(email: string): Promise<string> {
  const admin = await requestContexts.newContext({ baseURL: E2E_BASE_URL });
  try {
    const mail = await latestMailTo(admin, email, 'email-verification');
    return new URL(mail.text.match(/https:\S+/)![0]).searchParams.get('token')!;
  } finally {
    await admin.dispose();
  }
}

/** Opens the verification link mailed to `email` (through the API; no sign-in needed). */
export async function verifyEmailThroughOutbox(request: APIRequestContext, email: string): Promise<void> {
  const token = await verificationTokenFor(email);
  const { verifyEmail } = await graphql<{ verifyEmail: { __typename: string } }>(
    request,
    'mutation ($input: VerifyEmailInput!) { verifyEmail(input: $input) { __typename } }',
    { input: { token } },
  );
  if (verifyEmail.__typename !== 'MutationVerifyEmailSuccess') {
    throw new Error(`Verifying ${email} through the outbox gave ${verifyEmail.__typename}`);
  }
}

/** Logs in through the API: MutationLogInSuccess, or ValidationError for wrong or unknown credentials. */
export async function logInThroughApi(request: APIRequestContext, login: string, password: string): Promise<string> {
  const { logIn } = await graphql<{ logIn: { __typename: string } }>(
    request,
    `
      mutation ($input: LogInInput!) {
        logIn(input: $input) {
          __typename
          ... on MutationLogInSuccess {
            data {
              id
            }
          }
        }
      }
    `,
    { input: { login, password } },
  );
  return logIn.__typename;
}

/** Signs `request` in as the seeded administrator; throws unless that worked. */
export async function logInAsAdmin(request: APIRequestContext): Promise<void> {
  const result = await logInThroughApi(request, 'admin', E2E_ADMIN_PASSWORD);
  if (result !== 'MutationLogInSuccess') throw new Error(`Logging in as the seeded administrator gave ${result}`);
}

/** Whether `request` is signed in, as the API sees it. */
export async function isSignedIn(request: APIRequestContext): Promise<boolean> {
  const { viewer } = await graphql<{ viewer: { id: string } | null }>(request, '{ viewer { id } }');
  return viewer !== null;
}

/** Asks for a password-reset link for `email`; throws unless the server took the request. */
export async function requestPasswordResetThroughApi(request: APIRequestContext, email: string): Promise<void> {
  const { requestPasswordReset } = await graphql<{ requestPasswordReset: { __typename: string } }>(
    request,
    `
      mutation ($input: RequestPasswordResetInput!) {
        requestPasswordReset(input: $input) {
          __typename
        }
      }
    `,
    { input: { email } },
  );
  if (requestPasswordReset.__typename !== 'MutationRequestPasswordResetSuccess') {
    throw new Error(`Asking for a reset link for ${email} gave ${requestPasswordReset.__typename}`);
  }
}

/**
 * The newest mail of `kind` to `email`, read from the outbox as the administrator (so `request`
 * ends up signed in as the administrator). The server writes a mail after it answers: this waits.
 */
export async function latestMailTo(request: APIRequestContext, email: string, kind: string): Promise<OutboxMail> {
  await logInAsAdmin(request);
  let mail: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const { emailOutbox } = await graphql<{ emailOutbox: { edges: { node: OutboxMail }[] } }>(
          request,
          '{ emailOutbox(first: 50) { edges { node { to kind subject text } } } }',
        );
        // Newest first.
        mail = emailOutbox.edges.map((edge) => edge.node).find((node) => node.to === email && node.kind === kind);
        return mail;
      },
      // The mail is written after the answer, behind whatever else the embedded database is
      // doing: at a load average of 12–14 (the suite's own two workers) it took over 10 s once.
      { message: `a ${kind} mail to ${email} in the outbox`, timeout: 20_000 },
    )
    .toBeTruthy();
  return mail!;
}
async function userId(request: APIRequestContext, username: string): Promise<string> {
  const { user } = await graphql<{ user: { id: string } }>(
    request,
    'query ($username: String!) { user(username: $username) { id } }',
    { username },
  );
  return user.id;
}

/** Each asks the other: the second request makes them friends (as the friend-request flow does). */
export async function befriendThroughApi(a: APIRequestContext, b: APIRequestContext, aName: string, bName: string) {
  const send = 'mutation ($input: SendFriendRequestInput!) { sendFriendRequest(input: $input) { __typename } }';
  await graphql(a, send, { input: { userId: await userId(a, bName) } });
  await graphql(b, send, { input: { userId: await userId(b, aName) } });
}

export { graphql as graphqlThroughApi };
