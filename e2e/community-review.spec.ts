import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { graphqlThroughApi, logInAsAdmin, signUpThroughApi } from './accounts.ts';
import { seededGame } from './catalogue.ts';
import { expect, test } from './fixtures.ts';
import { anotherBrowser } from './people.ts';

// Other specs share this server and its database: each test works on a seeded game of its own
// (by position in title order, away from the ones edit-request.spec.ts uses) and asserts only
// on the request it made.

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A browser of its own for another member: signed in, terms already accepted. */
async function memberBrowser(browser: Browser) {
  const context = await anotherBrowser(browser);
  await signUpThroughApi(context.request);
  return { context, page: await context.newPage() };
}

/**
 * Opens the request page and resolves once it has asked the server (over graphql-ws) for live
 * updates, so a vote cast afterwards elsewhere is one it must show.
 */
async function openLive(page: Page, requestId: number) {
  const subscribed = new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', ({ payload }) => {
        if (String(payload).includes('useRequestLiveUpdatedSubscription')) resolve();
      });
    });
  });
  await page.goto(`/request/${requestId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await subscribed;
}

test.describe('community review', () => {
  test('an edit is voted on live in two browsers, then force-approved and applied to the game', async ({
    page,
    browser,
  }) => {
    // Three browsers, live votes and a comment, an axe pass, and a forced approval: a whole review
    // in one test gets three times the usual time (it ran 30.5-30.8 s on the CI runner, finishing).
    test.slow();
    // The submitter proposes a new title through the edit screen.
    await signUpThroughApi(page.request);
    const game = await seededGame(page.request, 27);
    const newTitle = `${game.title} (h4 corrected)`;
    await page.goto(`/games/${game.databaseId}/edit`);
    await page.getByLabel('Game title').fill(newTitle);
    await page.getByLabel('Reason for the edit').fill('The cartridge label shows the corrected title.');
    await page.getByRole('button', { name: 'Send edit request' }).click();
    await expect(page).toHaveURL(/\/request\/\d+$/);
    const requestId = Number(/\/request\/(\d+)$/.exec(page.url())![1]);
    await expect(page.getByText('You cannot vote on your own request')).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Title (changed)' })).toBeVisible();

    // Two other members watch the same request in their own browsers.
    const alice = await memberBrowser(browser);
    const bob = await memberBrowser(browser);
    await openLive(alice.page, requestId);
    await openLive(bob.page, requestId);
    for (const { page: voter } of [alice, bob]) {
      await expect(voter.getByTestId('approval-percentage')).toHaveText('no votes yet');
    }

    await alice.page.getByRole('button', { name: 'Approve' }).click();
    await expect(alice.page.getByRole('button', { name: 'Approve' })).toHaveAttribute('aria-pressed', 'true');
    // Bob sees Alice's vote without reloading.
    await expect(bob.page.getByTestId('vote-count')).toHaveText('1 approve / 0 reject');
    await expect(bob.page.getByTestId('approval-percentage')).toHaveText('100%');

    await bob.page.getByRole('button', { name: 'Reject' }).click();
    // And Alice sees Bob's.
    await expect(alice.page.getByTestId('vote-count')).toHaveText('1 approve / 1 reject');
    await expect(alice.page.getByTestId('approval-percentage')).toHaveText('50%');
    await expect(alice.page.getByRole('list', { name: 'Votes cast' }).getByRole('listitem')).toHaveCount(2);

    // A comment from Bob reaches Alice's page too.
    await bob.page.getByLabel('Your comment').fill('The label photo agrees.');
    await bob.page.getByRole('button', { name: 'Add comment' }).click();
    await expect(alice.page.getByText('The label photo agrees.')).toBeVisible();
    await expect(bob.page.getByText('The label photo agrees.')).toHaveCount(1);
    await expectNoAxeViolations(alice.page);

    // An administrator forces approval from the request page; the game takes the new title.
    await logInAsAdmin(page.request);
    await page.goto(`/request/${requestId}`);
    await page.getByRole('button', { name: 'Force approve' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('request-status')).toHaveText('Approved');
    await expect(
      page.getByRole('region', { name: 'Recorded moderator actions' }).getByText('Force approve'),
    ).toBeVisible();
    await expect(page.getByText('voting closed')).toBeVisible();
    // The voters' pages close voting without a reload.
    await expect(alice.page.getByText('voting closed')).toBeVisible();
    await page.goto(`/games/${game.databaseId}`);
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();

    await alice.context.close();
    await bob.context.close();
  });

  test('a delete request at 80 % approval removes the game when an administrator forces expiry', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const submitter = await playwright.request.newContext({ baseURL });
    await signUpThroughApi(submitter);
    const game = await seededGame(submitter, 28);
    const { submitDeleteRequest: submitted } = await graphqlThroughApi<{
      submitDeleteRequest: { __typename: string; data: { id: string; databaseId: number } };
    }>(
      submitter,
      'mutation ($input: SubmitDeleteRequestInput!) { submitDeleteRequest(input: $input) { __typename ... on MutationSubmitDeleteRequestSuccess { data { id databaseId } } } }',
      { input: { gameId: game.id, reason: 'h4: this entry is a duplicate' } },
    );
    expect(submitted.__typename).toBe('MutationSubmitDeleteRequestSuccess');
    const made = submitted.data;
    for (const value of ['APPROVE', 'APPROVE', 'APPROVE', 'APPROVE', 'REJECT']) {
      const voter = await playwright.request.newContext({ baseURL });
      await signUpThroughApi(voter);
      const { castVote } = await graphqlThroughApi<{ castVote: { __typename: string } }>(
        voter,
        'mutation ($input: CastVoteInput!) { castVote(input: $input) { __typename } }',
        { input: { requestId: made.id, value } },
      );
      expect(castVote.__typename).toBe('MutationCastVoteSuccess');
      await voter.dispose();
    }
    await submitter.dispose();

    await logInAsAdmin(page.request);
    await page.goto('/requests?type=delete');
    await expect(page.getByRole('link', { name: `Request #${made.databaseId}` })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: `Request #${made.databaseId}` }).click();
    await expect(page.getByText('This request removes the game')).toBeVisible();
    await expect(page.getByTestId('approval-percentage')).toHaveText('80%');
    await expect(page.getByTestId('vote-count')).toHaveText('4 approve / 1 reject');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Force expire' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('request-status')).toHaveText('Approved');
    await expect(page.getByRole('link', { name: 'View the game' })).toHaveCount(0);

    await page.goto(`/games/${game.databaseId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Game not found' })).toBeVisible();
    await page.goto(`/request/${made.databaseId}`);
    await expect(page.getByTestId('request-status')).toHaveText('Approved');
  });
});
