import AxeBuilder from '@axe-core/playwright';
import { graphqlThroughApi, latestMailTo, logInAsAdmin, signUpThroughApi } from './accounts.ts';
import type { APIRequestContext, Page, WebSocketRoute } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Other specs share this server and its database: assert only on what each test created.

/** Resolves once the page's live subscription `operation` is acknowledged by the server (live-connection.ts). */
async function subscribed(page: Page, operation: string) {
  await expect(page.locator(`html[data-live-acknowledged~="${operation}"]`)).toBeAttached();
}

/** Submits a delete request for the game; returns the request's number. */
async function submitDeleteRequest(member: APIRequestContext, gameId: string): Promise<number> {
  const { submitDeleteRequest } = await graphqlThroughApi<{
    submitDeleteRequest: { __typename: string; data?: { databaseId: number } };
  }>(
    member,
    `mutation ($input: SubmitDeleteRequestInput!) {
      submitDeleteRequest(input: $input) { __typename ... on MutationSubmitDeleteRequestSuccess { data { databaseId } } }
    }`,
    { input: { gameId, reason: 'Listed twice in the catalogue' } },
  );
  expect(submitDeleteRequest.__typename).toBe('MutationSubmitDeleteRequestSuccess');
  return submitDeleteRequest.data!.databaseId;
}

async function gamesFor(member: APIRequestContext, search: string, first: number) {
  const { games } = await graphqlThroughApi<{ games: { edges: { node: { id: string; title: string } }[] } }>(
    member,
    'query ($search: String, $first: Int) { games(first: $first, search: $search) { edges { node { id title } } } }',
    { search, first },
  );
  return games.edges.map((edge) => edge.node);
}

/** The feed's entries about one request (its link names the request's page). */
const feedItem = (page: Page, requestId: number) =>
  page.getByRole('listitem').filter({ has: page.locator(`a[href="/request/${requestId}"]`) });

test('a moderator watches the live request feed: a request made elsewhere appears without reload', async ({
  page,
  playwright,
  baseURL,
}) => {
  await logInAsAdmin(page.request);
  await page.goto('/admin?tab=feed');
  await expect(page.getByRole('heading', { level: 2, name: 'Request feed' })).toBeVisible();
  await expect(page.getByText('Waiting for activity…')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  const member = await playwright.request.newContext({ baseURL });
  await signUpThroughApi(member);
  const [game] = await gamesFor(member, 'zelda', 1);
  // Submitted once, when the server has said the feed's subscription is live.
  await subscribed(page, 'useRequestFeedSubscription');
  const requestId = await submitDeleteRequest(member, game!.id);
  await expect(feedItem(page, requestId)).toHaveCount(1);
  await expect(feedItem(page, requestId)).toContainText(`Delete request for ${game!.title}`);
  await member.dispose();
  await expect(page.getByRole('listitem').filter({ hasText: 'New request' }).first()).toBeVisible();
});

test('a moderator whose connection drops is sent what happened meanwhile, each event once', async ({
  page,
  playwright,
  baseURL,
}) => {
  await logInAsAdmin(page.request);
  // The page's WebSocket goes through the test: while `online` is false a new socket reaches no
  // server (it waits for an acknowledgement that never comes), as when the network is down.
  let online = true;
  let latest: WebSocketRoute | null = null;
  let opened: (socket: WebSocketRoute) => void = () => {};
  await page.routeWebSocket(/\/graphql$/, (socket) => {
    latest = socket;
    opened(socket);
    if (online) socket.connectToServer();
  });
  const nextSocket = () => new Promise<WebSocketRoute>((resolve) => (opened = resolve));
  await page.goto('/admin?tab=feed');
  await subscribed(page, 'useRequestFeedSubscription');

  // A second moderator's page, connected throughout: it shows when the missed event has happened.
  const witness = await page.context().newPage();
  await witness.goto('/admin?tab=feed');
  await subscribed(witness, 'useRequestFeedSubscription');

  const member = await playwright.request.newContext({ baseURL });
  await signUpThroughApi(member);
  const [first, second] = await gamesFor(member, 'castlevania', 2);
  const before = await submitDeleteRequest(member, first!.id);
  await expect(feedItem(page, before)).toHaveCount(1);

  online = false;
  const offline = nextSocket();
  await latest!.close({ code: 1012, reason: 'Service restart' });
  // The client has opened its next socket, which reaches no server.
  const unanswered = await offline;
  await expect(page.locator('html[data-live-acknowledged~="useRequestFeedSubscription"]')).toHaveCount(0);
  const during = await submitDeleteRequest(member, second!.id);
  await expect(feedItem(witness, during)).toHaveCount(1);
  await expect(feedItem(page, during)).toHaveCount(0);

  // Back online: the next socket reaches the server, and the feed fills its gap.
  online = true;
  await unanswered.close({ code: 1012, reason: 'Service restart' });
  await subscribed(page, 'useRequestFeedSubscription');
  await expect(feedItem(page, during)).toHaveCount(1);
  await expect(feedItem(page, before)).toHaveCount(1);
  await member.dispose();
});

test('an administrator sends an important email that reaches every member, whatever their preferences', async ({
  page,
  playwright,
  baseURL,
}) => {
  const member = await playwright.request.newContext({ baseURL });
  const { email } = await signUpThroughApi(member);
  await logInAsAdmin(page.request);
  await page.goto('/admin?tab=email');
  await page.getByRole('button', { name: 'Send to every member' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This field is required' }).first()).toBeVisible();
  await expect(page.getByLabel('Subject')).toBeFocused();

  const subject = `Maintenance ${Date.now()}`;
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('The site is down on Sunday morning.');
  await page.getByRole('button', { name: 'Send to every member' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Sent to \d+ members?\./ })).toBeVisible();
  const mail = await latestMailTo(member, email, 'important');
  expect(mail.subject).toBe(subject);
  await member.dispose();
});
