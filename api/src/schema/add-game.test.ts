import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import { testImage, uploadImage } from '../../test/uploads.ts';
import { CATALOGUE_LIMITS } from '#shared/catalogue-rules';

const t = useTestApp({ seed: true });

const addGame = /* GraphQL */ `
  mutation Add($input: GameInput!, $confirmed: Boolean) {
    addGame(input: $input, confirmedNotDuplicate: $confirmed) {
      __typename
      ... on MutationAddGameSuccess {
        data {
          databaseId
          title
          console {
            name
          }
          developers {
            name
          }
          publishers {
            name
          }
          versions {
            title
            region
            country
            revision
            releaseDate
            boxArtUrl
            mediumImage {
              url
            }
            frontImage {
              url
            }
            backImage {
              url
            }
            developers {
              name
            }
            publishers {
              name
            }
          }
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          code
          message
        }
      }
      ... on PossibleDuplicateError {
        message
        games {
          title
          console {
            name
          }
        }
      }
    }
  }
`;

let cookie: string;
let imageId: string;
let nesId: string;
const gameCount = () => t.db.prisma.game.count();

beforeAll(async () => {
  cookie = (await createTestUser(t.db, 'adder')).cookie;
  const upload: any = await uploadImage(t.app, cookie, {
    bytes: await testImage('png'),
    name: 'disc.png',
    type: 'image/png',
  });
  imageId = upload.body.data.uploadImage.data.id;
  const consoles: any = await graphql(t.app, '{ consoles { edges { node { id name } } } }');
  nesId = consoles.data.consoles.edges.find((e: any) => e.node.name === 'Nintendo Entertainment System').node.id;
});

function version(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Cartridge Quest',
    region: 'PAL',
    country: null,
    revision: '1.0',
    releaseDate: '1991-04-05',
    developers: ['Brand New Studio'],
    publishers: ['Nintendo'],
    mediumImageId: imageId,
    ...overrides,
  };
}

describe('addGame', () => {
  it('adds a game with its versions, picking existing companies by identity and creating new ones', async () => {
    const companiesBefore = await t.db.prisma.company.count();
    const result: any = await graphql(
      t.app,
      addGame,
      {
        input: {
          title: 'Cartridge Quest',
          consoleId: nesId,
          versions: [
            version({
              // A name no other test uses: it must be new whichever tests ran before.
              developers: ['Atelier Newcomer', 'KONAMI Corporation'],
              boxArtUrl: 'https://example.org/box.jpg',
            }),
            version({
              title: 'カートリッジクエスト',
              developers: ['Konami'],
              region: 'NTSC_J',
              country: 'Japan',
              releaseDate: '1990-12-01',
              frontImageId: imageId,
              backImageId: imageId,
            }),
          ],
        },
      },
      { cookie },
    );
    expect(result.data.addGame.__typename).toBe('MutationAddGameSuccess');
    const game = result.data.addGame.data;
    expect(game.title).toBe('Cartridge Quest');
    expect(game.console.name).toBe('Nintendo Entertainment System');
    // "KONAMI Corporation" is the existing Konami; "Atelier Newcomer" is new.
    expect(game.developers.map((c: any) => c.name)).toEqual(['Atelier Newcomer', 'Konami']);
    expect(await t.db.prisma.company.count()).toBe(companiesBefore + 1);
    expect(game.versions.map((v: any) => [v.region, v.country, v.releaseDate])).toEqual([
      ['NTSC_J', 'Japan', '1990-12-01'],
      ['PAL', null, '1991-04-05'],
    ]);
    expect(game.versions[1].boxArtUrl).toBe('https://example.org/box.jpg');
    expect(game.versions[0].frontImage.url).toBe(game.versions[0].mediumImage.url);
    expect(game.versions[1].frontImage).toBeNull();

    // Found by search at once, in either script, exact title first.
    const search: any = await graphql(
      t.app,
      '{ a: games(search: "cartridge quest") { edges { node { title } } } b: games(search: "カートリッジ") { edges { node { title } } } }',
    );
    expect(search.data.a.edges[0].node.title).toBe('Cartridge Quest');
    expect(search.data.b.edges.map((e: any) => e.node.title)).toEqual(['Cartridge Quest']);
  });

  it('names every broken rule by field and saves nothing', async () => {
    const before = await gameCount();
    const result: any = await graphql(
      t.app,
      addGame,
      {
        input: {
          title: '  ',
          consoleId: nesId,
          versions: [
            version({
              title: '',
              country: ' ',
              revision: '',
              releaseDate: '1991-02-30',
              developers: [],
              publishers: [''],
              mediumImageId: null,
              boxArtUrl: 'javascript:alert(1)',
            }),
          ],
        },
      },
      { cookie },
    );
    expect(result.data.addGame.__typename).toBe('ValidationError');
    expect(result.data.addGame.fieldErrors.map((e: any) => [e.field, e.code])).toEqual([
      ['title', 'required'],
      ['versions.0.title', 'required'],
      ['versions.0.country', 'required'],
      ['versions.0.revision', 'required'],
      ['versions.0.releaseDate', 'invalidDate'],
      ['versions.0.developers', 'required'],
      ['versions.0.publishers.0', 'required'],
      ['versions.0.mediumImageId', 'required'],
      ['versions.0.boxArtUrl', 'invalidUrl'],
    ]);
    expect(result.data.addGame.fieldErrors.find((e: any) => e.field === 'versions.0.country').message).toBe(
      'Country is required when the country field is used',
    );
    expect(await gameCount()).toBe(before);
  });

  it('needs at least one version and refuses images nobody uploaded', async () => {
    const none: any = await graphql(
      t.app,
      addGame,
      { input: { title: 'Empty', consoleId: nesId, versions: [] } },
      { cookie },
    );
    expect(none.data.addGame.fieldErrors).toEqual([
      { field: 'versions', code: 'required', message: 'A game needs at least one version' },
    ]);
    const ghost: any = await graphql(
      t.app,
      addGame,
      {
        input: {
          title: 'Ghost Image Game',
          consoleId: nesId,
          versions: [version({ title: 'Ghost', mediumImageId: 'SW1hZ2U6OTk5OTk5' })],
        },
      },
      { cookie },
    );
    expect(ghost.data.addGame.fieldErrors).toEqual([
      { field: 'versions.0.mediumImageId', code: 'notFound', message: 'This image was not uploaded; choose it again' },
    ]);
  });

  it('warns about similar games on the same console until the user confirms', async () => {
    const input = { title: 'Super Mario Bros', consoleId: nesId, versions: [version({ title: 'Super Mario Bros' })] };
    const before = await gameCount();
    const warned: any = await graphql(t.app, addGame, { input }, { cookie });
    expect(warned.data.addGame.__typename).toBe('PossibleDuplicateError');
    expect(warned.data.addGame.games[0]).toEqual({
      title: 'Super Mario Bros.',
      console: { name: 'Nintendo Entertainment System' },
    });
    expect(await gameCount()).toBe(before);
    const confirmed: any = await graphql(t.app, addGame, { input, confirmed: true }, { cookie });
    expect(confirmed.data.addGame.__typename).toBe('MutationAddGameSuccess');
  });

  it('does not call a game on another console a duplicate', async () => {
    const consoles: any = await graphql(t.app, '{ consoles { edges { node { id name } } } }');
    const gb = consoles.data.consoles.edges.find((e: any) => e.node.name === 'Game Boy').node.id;
    const similar: any = await graphql(
      t.app,
      'query($t: String!, $c: ID!) { similarGames(title: $t, consoleId: $c) { title } }',
      { t: 'Castlevania', c: gb },
    );
    expect(similar.data.similarGames).toEqual([]);
    const onNes: any = await graphql(
      t.app,
      'query($t: String!, $c: ID!) { similarGames(title: $t, consoleId: $c) { title } }',
      { t: 'castlevania!', c: nesId },
    );
    expect(onNes.data.similarGames).toEqual([{ title: 'Castlevania' }]);
  });

  it('is for signed-in users only', async () => {
    const result: any = await graphql(t.app, addGame, {
      input: { title: 'Visitor Game', consoleId: nesId, versions: [version()] },
    });
    expect(result.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('uploadImage', () => {
  it('stores a re-encoded image once', async () => {
    const bytes = await testImage('webp', { color: '#00aa55' });
    const first: any = await uploadImage(t.app, cookie, { bytes, name: 'art.webp', type: 'image/webp' });
    const second: any = await uploadImage(t.app, cookie, { bytes, name: 'again.webp', type: 'image/webp' });
    const image = first.body.data.uploadImage.data;
    expect(image).toMatchObject({ mime: 'image/webp', width: 40, height: 56 });
    expect(second.body.data.uploadImage.data.id).toBe(image.id);
    const sha256 = image.url.split('/').pop();
    expect(await t.db.prisma.image.count({ where: { sha256 } })).toBe(1);
  });

  it.each([
    [
      'a text file named .png',
      () => new TextEncoder().encode('plain text pretending'),
      'imageType',
      'Images must be PNG, JPG or WebP',
    ],
  ] as const)('refuses %s with a field error', async (_name, bytes, code, message) => {
    const result: any = await uploadImage(t.app, cookie, { bytes: bytes(), name: 'fake.png', type: 'image/png' });
    expect(result.body.data.uploadImage).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'file', code, message }],
    });
  });

  it('is for signed-in users only', async () => {
    const result: any = await uploadImage(t.app, '', {
      bytes: await testImage('png'),
      name: 'a.png',
      type: 'image/png',
    });
    expect(result.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('companies', () => {
  it('suggests companies whose names start with the search first', async () => {
    const result: any = await graphql(t.app, '{ companies(search: "nintendo r") { name } }');
    expect(result.data.companies.map((c: any) => c.name)).toEqual(
      expect.arrayContaining(['Nintendo R&D1', 'Nintendo R&D4']),
    );
    const konami: any = await graphql(t.app, '{ companies(search: "konami corp") { name } }');
    expect(konami.data.companies.map((c: any) => c.name)).toEqual(['Konami']);
    const blank: any = await graphql(t.app, '{ companies(search: "  !! ") { name } }');
    expect(blank.data.companies).toEqual([]);
  });
});

describe('upload limit', () => {
  it('stops an account after its hourly uploads, with the wait in seconds', async () => {
    const { id, cookie: uploaderCookie } = await createTestUser(t.db, 'flooder');
    for (let i = 0; i < CATALOGUE_LIMITS.imageUploadsPerHour; i += 1) await t.app.limits.imageUploads.fail(String(id));
    const result: any = await uploadImage(t.app, uploaderCookie, {
      bytes: await testImage('png'),
      name: 'one-more.png',
      type: 'image/png',
    });
    expect(result.status).toBe(429);
    expect(result.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(result.body.errors[0].extensions.retryAfterSeconds).toBeGreaterThan(3500);
  });
});
