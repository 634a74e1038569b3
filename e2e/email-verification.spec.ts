import { graphqlThroughApi, signUpThroughApi, uniqueEmail, verificationTokenFor } from './accounts.ts';
import { expect, graphqlAnswer, test } from './fixtures.ts';

// Finding 5 of issue 14: a new account confirms its address before its vote counts, so one
// person cannot stuff a vote with throwaway accounts. Works on a seeded game of its own (by
// position in title order, away from the ones other specs use) and only on the request it made.

test('a new member is told to confirm their address, cannot vote until they open the mailed link, then votes', async ({
  page,
  request,
}) => {
  // Someone else asks for a game's deletion: a request the new member may vote on.
  await signUpThroughApi(request);
  const { games } = await graphqlThroughApi<{ games: { edges: { node: { id: string } }[] } }>(
    request,
    '{ games(first: 70, orderBy: TITLE) { edges { node { id } } } }',
  );
  const { submitDeleteRequest } = await graphqlThroughApi<{ submitDeleteRequest: { data: { databaseId: number } } }>(
    request,
    `mutation ($input: SubmitDeleteRequestInput!) {
      submitDeleteRequest(input: $input) { ... on MutationSubmitDeleteRequestSuccess { data { databaseId } } }
    }`,
    { input: { gameId: games.edges[66]!.node.id, reason: 'A duplicate of another entry' } },
  );
  const requestPath = `/request/${submitDeleteRequest.data.databaseId}`;

  const email = uniqueEmail();
  const password = 'a long enough secret';
  await page.goto('/auth?mode=signup');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByLabel('Confirm password').fill(password);
  await panel.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Check your mail: confirm your email address to vote')).toBeVisible();

  await page.goto(requestPath);
  const votes = page.getByRole('region', { name: 'Votes' });
  await expect(votes.getByText('Confirm your email address to vote: one person, one vote.')).toBeVisible();
  await expect(votes.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await votes.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(votes.getByRole('status')).toHaveText('A new link is on its way. It works for 48 hours.');

  // The link as the mail carries it, opened in the same browser.
  const token = await verificationTokenFor(email);
  await page.goto(`/verify-email?token=${encodeURIComponent(token)}`);
  await page.getByRole('button', { name: 'Confirm email address' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your email address is confirmed. You can now vote, comment and submit requests.',
  );
  await expect(page.getByText('Check your mail')).toHaveCount(0);

  await page.goto(requestPath);
  const voted = graphqlAnswer(page, 'useCastVoteMutation');
  await votes.getByRole('button', { name: 'Approve' }).click();
  await expect(votes.getByRole('button', { name: 'Approve' })).toHaveAttribute('aria-pressed', 'true');
  // Pressed at once (optimistic): the reload reads the vote back once the server has it.
  await voted;
  await page.reload();
  await expect(page.getByRole('region', { name: 'Votes' }).getByRole('button', { name: 'Approve' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The link works once.
  await page.goto(`/verify-email?token=${encodeURIComponent(token)}`);
  await page.getByRole('button', { name: 'Confirm email address' }).click();
  await expect(page.getByRole('alert')).toContainText('This verification link is invalid, used or expired.');
});
