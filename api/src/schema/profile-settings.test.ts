import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';

const t = useTestApp({ seed: true });

const update = /* GraphQL */ `
  mutation Update($input: ProfileSettingsInput!) {
    updateProfileSettings(input: $input) {
      __typename
      ... on MutationUpdateProfileSettingsSuccess {
        data {
          profileVisibility
          hiddenSectionsSetting
          favouriteGame {
            title
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

let cookie = '';
let gameId = '';
beforeAll(async () => {
  cookie = (await createTestUser(t.db, 'settings_owner')).cookie;
  const game = await t.db.prisma.game.findFirstOrThrow({ where: { title: 'Pokémon Red Version' } });
  gameId = Buffer.from(`Game:${game.id}`).toString('base64');
});

const save = async (input: Record<string, unknown>, headers: Record<string, string> = { cookie }) =>
  (await graphql(t.app, update, { input }, headers)) as any;

describe('profile settings', () => {
  it('store visibility, hidden sections (each once, in profile order) and the favourite game', async () => {
    const saved = await save({
      visibility: 'FRIENDS',
      hiddenSections: ['friends', 'stats', 'friends'],
      favouriteGameId: gameId,
    });
    expect(saved.data.updateProfileSettings.data).toEqual({
      profileVisibility: 'FRIENDS',
      hiddenSectionsSetting: ['stats', 'friends'],
      favouriteGame: { title: 'Pokémon Red Version' },
    });
    const cleared = await save({ visibility: 'PUBLIC', hiddenSections: [], favouriteGameId: null });
    expect(cleared.data.updateProfileSettings.data).toEqual({
      profileVisibility: 'PUBLIC',
      hiddenSectionsSetting: [],
      favouriteGame: null,
    });
  });

  it('refuse a favourite game that is not in the catalogue, changing nothing', async () => {
    for (const id of [
      Buffer.from('Game:987654').toString('base64'),
      Buffer.from('Game:99999999999').toString('base64'),
    ]) {
      const refused = await save({ visibility: 'PRIVATE', hiddenSections: [], favouriteGameId: id });
      expect(refused.data.updateProfileSettings.fieldErrors).toEqual([
        { field: 'favouriteGameId', code: 'notFound', message: 'This game is not in the catalogue' },
      ]);
    }
    const user = await t.db.prisma.user.findUniqueOrThrow({ where: { usernameKey: 'settings_owner' } });
    expect(user.profileVisibility).toBe('PUBLIC');
  });

  it('are for signed-in users only', async () => {
    const visitor = await save({ visibility: 'PRIVATE', hiddenSections: [] }, {});
    expect(visitor.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
