import { befriendThroughApi, graphqlThroughApi, signUpThroughApi } from './accounts.ts';
import { firstGames } from './catalogue.ts';
import { expect, graphqlAnswer, test } from './fixtures.ts';
import { anotherBrowser } from './people.ts';

test.describe('want and trade lists', () => {
  test('one friend wants what the other offers for trade, and both see the match', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const ann = await signUpThroughApi(page.request);
    const bobPage = await (await anotherBrowser(browser)).newPage();
    const bob = await signUpThroughApi(bobPage.request);
    await befriendThroughApi(page.request, bobPage.request, ann.username, bob.username);
    const [game] = await firstGames(page.request, 1);

    // Ann wants the game's first version.
    await page.goto(`/games/${game!.databaseId}`);
    const annControl = page.getByRole('group', { name: /^Your collection: / }).first();
    const want = annControl.getByRole('button', { name: /^Want / });
    const wanted = graphqlAnswer(page, 'useToggleWantAddMutation');
    await want.click();
    await expect(want).toHaveAttribute('aria-pressed', 'true');
    await wanted;

    // Bob adds a copy of it and offers it for trade.
    await bobPage.goto(`/games/${game!.databaseId}`);
    const bobControl = bobPage.getByRole('group', { name: /^Your collection: / }).first();
    const added = graphqlAnswer(bobPage, 'useAddToCollectionMutation');
    await bobControl.getByRole('button', { name: 'Add to collection' }).click();
    await expect(bobControl.getByRole('status')).toContainText('In your collection');
    await added;
    await bobPage.goto('/collection');
    const offer = bobPage.getByRole('button', { name: 'Offer for trade' });
    const offered = graphqlAnswer(bobPage, 'useUpdateCollectionItemMutation');
    await offer.click();
    await expect(offer).toHaveAttribute('aria-pressed', 'true');
    await offered;

    // Ann sees Bob among the friends who have what she wants, with a link to his profile.
    await page.goto('/collection');
    await page.getByRole('navigation', { name: 'Collection lists' }).getByRole('link', { name: 'Wanted' }).click();
    const having = page.getByRole('region', { name: 'Friends who have what you want' });
    await expect(having.getByRole('link', { name: bob.username })).toHaveAttribute('href', `/user/${bob.username}`);
    await expect(having).toContainText(game!.title);
    await expect(page.getByRole('region', { name: 'Want list' })).toContainText(game!.title);

    // Bob sees Ann among the friends who want what he trades.
    await bobPage.goto('/collection?list=trade');
    const wanting = bobPage.getByRole('region', { name: 'Friends who want what you trade' });
    await expect(wanting.getByRole('link', { name: ann.username })).toBeVisible();
    await expect(bobPage.getByRole('region', { name: 'Copies for trade' })).toContainText(game!.title);

    // Bob's profile shows his trade list to his friend.
    await page.goto(`/user/${bob.username}`);
    await expect(page.getByRole('region', { name: 'For trade' })).toContainText(game!.title);
    await bobPage.close();
  });
});

test.describe('want list entries', () => {
  test('name the regional release, and the price and currency fields line up', async ({ page }) => {
    await signUpThroughApi(page.request);
    // A version whose title is not the game's (a Japanese or European release, say).
    const { games } = await graphqlThroughApi<{
      games: { edges: { node: { title: string; versions: { id: string; title: string }[] } }[] };
    }>(page.request, '{ games(first: 50) { edges { node { title versions { id title } } } } }');
    const [game, version] = games.edges
      .map(({ node }) => [node, node.versions.find((v) => v.title !== node.title)] as const)
      .find(([, differing]) => differing !== undefined)!;
    await graphqlThroughApi(
      page.request,
      'mutation ($input: WantVersionInput!) { wantVersion(input: $input) { __typename } }',
      { input: { versionId: version!.id } },
    );

    await page.goto('/collection?list=wanted');
    const entry = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: game!.title }) });
    await expect(entry).toContainText(version!.title);

    const price = await entry.getByRole('textbox', { name: 'Maximum price', exact: true }).boundingBox();
    const currency = await entry.getByRole('textbox', { name: 'Currency', exact: true }).boundingBox();
    expect(currency!.y).toBeCloseTo(price!.y, 0);
    expect(currency!.height).toBeCloseTo(price!.height, 0);
  });
});
