// Barcodes on versions: entered through add-game and edit requests like any other field,
// validated (check digit, length, unique), and looked up by GraphQL and the REST facade.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, graphqlFromNewAddress, useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import { gameAsInput } from '../../test/request-fixtures.ts';
import { testImage, uploadImage } from '../../test/uploads.ts';

const t = useTestApp({ seed: true });

// Valid codes (check digits computed by GS1's rule); UPC_A is the 12-digit form of UPC_AS_EAN.
const EAN = '4006381333931';
const UPC_A = '036000291452';
const UPC_AS_EAN = '0036000291452';
const OTHER_EAN = '5901234123457';
// Given to a version by the edit-request test only, so OTHER_EAN stays on no version in any order.
const RELABEL_EAN = '4012345678901';

const addGame = /* GraphQL */ `
  mutation Add($input: GameInput!) {
    addGame(input: $input, confirmedNotDuplicate: true) {
      __typename
      ... on MutationAddGameSuccess {
        data {
          databaseId
          versions {
            databaseId
            barcode
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
    }
  }
`;

const submitEdit = /* GraphQL */ `
  mutation Edit($input: SubmitEditRequestInput!) {
    submitEditRequest(input: $input) {
      __typename
      ... on MutationSubmitEditRequestSuccess {
        data {
          id
          proposal {
            versions {
              barcode
            }
          }
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          code
        }
      }
    }
  }
`;

const moderate = /* GraphQL */ `
  mutation Moderate($input: ModerateRequestInput!) {
    moderateRequest(input: $input) {
      __typename
      ... on MutationModerateRequestSuccess {
        data {
          status
        }
      }
    }
  }
`;

const byBarcode = /* GraphQL */ `
  query ByBarcode($barcode: String!) {
    versionByBarcode(barcode: $barcode) {
      databaseId
      barcode
      game {
        databaseId
      }
    }
  }
`;

let member: string;
let moderator: string;
let imageId: string;
let consoleId: string;
let origin: string;
// Added before the tests, so each test that looks a code up holds in any order.
let scanned: any;

beforeAll(async () => {
  member = (await createTestUser(t.db, 'scanner')).cookie;
  moderator = (await createTestUser(t.db, 'barcodemod', { role: 'MODERATOR' })).cookie;
  const upload: any = await uploadImage(t.app, member, {
    bytes: await testImage('png'),
    name: 'disc.png',
    type: 'image/png',
  });
  imageId = upload.body.data.uploadImage.data.id;
  consoleId = encodeGlobalID('Console', String((await t.db.prisma.console.findFirstOrThrow()).id));
  origin = `http://127.0.0.1:${await t.app.app.start(0)}`;
  scanned = await add('Scanned Quest', [`${EAN.slice(0, 1)} ${EAN.slice(1, 7)}-${EAN.slice(7)}`, UPC_A, null]);
});
afterAll(() => t.app.app.stop());

function gameWith(title: string, barcodes: (string | null)[]) {
  return {
    title,
    consoleId,
    versions: barcodes.map((barcode, i) => ({
      title: `${title} ${i}`,
      region: 'PAL',
      country: null,
      revision: '1.0',
      releaseDate: '1994-05-06',
      developers: ['Barcode Works'],
      publishers: ['Barcode Works'],
      mediumImageId: imageId,
      barcode,
    })),
  };
}

async function add(title: string, barcodes: (string | null)[]): Promise<any> {
  const result: any = await graphql(t.app, addGame, { input: gameWith(title, barcodes) }, { cookie: member });
  return result.data.addGame;
}

describe('barcodes on versions', () => {
  it('stores EAN-13 as given and UPC-A in its EAN-13 form, spaces and hyphens dropped', async () => {
    expect(scanned.__typename).toBe('MutationAddGameSuccess');
    expect(scanned.data.versions.map((v: any) => v.barcode).sort()).toEqual([UPC_AS_EAN, EAN, null].sort());
  });

  it.each([
    ['a wrong check digit', '4006381333932', 'barcodeCheckDigit'],
    ['a wrong check digit in 12 digits', '036000291453', 'barcodeCheckDigit'],
    ['too few digits', '40063813339', 'invalidBarcode'],
    ['too many digits', '40063813339310', 'invalidBarcode'],
    ['letters', 'ABCDEFGHIJKLM', 'invalidBarcode'],
  ])('refuses %s with a field error naming why', async (_, barcode, code) => {
    const added = await add('Bad Code Quest', [barcode]);
    expect(added.__typename).toBe('ValidationError');
    expect(added.fieldErrors).toEqual([expect.objectContaining({ field: 'versions.0.barcode', code })]);
  });

  it('refuses a barcode another version has, in either spelling, and twice in one game', async () => {
    const taken = await add('Copycat Quest', [`0${UPC_A}`]);
    expect(taken.fieldErrors).toEqual([expect.objectContaining({ field: 'versions.0.barcode', code: 'barcodeInUse' })]);
    const twice = await add('Twin Quest', [OTHER_EAN, OTHER_EAN]);
    expect(twice.fieldErrors).toEqual([expect.objectContaining({ field: 'versions.1.barcode', code: 'barcodeInUse' })]);
  });

  it('finds the version by barcode through GraphQL, in either spelling, and null for unknown or invalid codes', async () => {
    const found: any = await graphql(t.app, byBarcode, { barcode: UPC_A });
    const row = await t.db.prisma.version.findUniqueOrThrow({ where: { barcode: UPC_AS_EAN } });
    expect(found.data.versionByBarcode).toEqual({
      databaseId: row.id,
      barcode: UPC_AS_EAN,
      game: { databaseId: row.gameId },
    });
    expect((await graphql(t.app, byBarcode, { barcode: OTHER_EAN })).data.versionByBarcode).toBeNull();
    expect((await graphql(t.app, byBarcode, { barcode: '123' })).data.versionByBarcode).toBeNull();
  });

  it('finds the game by barcode in the games search, and nothing for a code no version has', async () => {
    const row = await t.db.prisma.version.findUniqueOrThrow({ where: { barcode: EAN } });
    const search = /* GraphQL */ `
      query Search($q: String) {
        games(first: 5, search: $q) {
          edges {
            node {
              databaseId
            }
          }
        }
      }
    `;
    const found: any = await graphql(t.app, search, { q: EAN.replace(/^(\d)/, '$1 ') });
    expect(found.data.games.edges.map((e: any) => e.node.databaseId)).toEqual([row.gameId]);
    const none: any = await graphql(t.app, search, { q: OTHER_EAN });
    expect(none.data.games.edges).toEqual([]);
  });

  it('finds the version through the REST facade, and names the rule for a bad code', async () => {
    const row = await t.db.prisma.version.findUniqueOrThrow({ where: { barcode: EAN } });
    const found = await fetch(`${origin}/api/v1/versions?barcode=${EAN}`);
    expect(found.status).toBe(200);
    const body = await found.json();
    expect(body.versions).toHaveLength(1);
    expect(body.versions[0]).toMatchObject({ version_id: row.id, game_id: row.gameId, barcode: EAN });
    const none = await fetch(`${origin}/api/v1/versions?barcode=${OTHER_EAN}`);
    expect((await none.json()).versions).toEqual([]);
    const bad = await fetch(`${origin}/api/v1/versions?barcode=4006381333932`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe(
      "barcode: The barcode's last digit (its check digit) does not match the others",
    );
  });

  it('changes through an edit request like any other field, refusing a barcode another game has', async () => {
    const added = await add('Relabelled Quest', [null]);
    const gameId = added.data.databaseId as number;
    const input = await gameAsInput(t.db, gameId);
    const clash: any = await graphqlFromNewAddress(
      t.app,
      submitEdit,
      {
        input: {
          gameId: encodeGlobalID('Game', String(gameId)),
          game: { ...input, versions: [{ ...input.versions[0], barcode: EAN }] },
          reason: 'Barcode from the box',
        },
      },
      { cookie: member },
    );
    expect(clash.data.submitEditRequest.fieldErrors).toEqual([{ field: 'versions.0.barcode', code: 'barcodeInUse' }]);

    const submitted: any = await graphqlFromNewAddress(
      t.app,
      submitEdit,
      {
        input: {
          gameId: encodeGlobalID('Game', String(gameId)),
          game: { ...input, versions: [{ ...input.versions[0], barcode: RELABEL_EAN }] },
          reason: 'Barcode from the box',
        },
      },
      { cookie: member },
    );
    const request = submitted.data.submitEditRequest.data;
    expect(request.proposal.versions).toEqual([{ barcode: RELABEL_EAN }]);
    const approved: any = await graphql(
      t.app,
      moderate,
      { input: { requestId: request.id, action: 'FORCE_APPROVE' } },
      { cookie: moderator },
    );
    expect(approved.data.moderateRequest.data.status).toBe('APPROVED');
    const version = await t.db.prisma.version.findFirstOrThrow({ where: { gameId } });
    expect(version.barcode).toBe(RELABEL_EAN);
  });
});
