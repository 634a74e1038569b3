import { beforeAll, describe, expect, it } from 'vitest';
import { countStatements, graphql, useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';

const t = useTestApp();

const record = /* GraphQL */ `
  mutation Record($input: RecordMinigameResultInput!) {
    recordMinigameResult(input: $input) {
      __typename
      ... on MutationRecordMinigameResultSuccess {
        data {
          minigameResults {
            game
            wins
            losses
            bestScore
            lastPlayedAt
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

const profile = /* GraphQL */ `
  query Profile($username: String!) {
    user(username: $username) {
      minigameResults {
        game
        wins
        losses
        bestScore
      }
    }
  }
`;

let player = { id: 0, cookie: '' };
let stranger = { cookie: '' };
beforeAll(async () => {
  player = await createTestUser(t.db, 'mini_player');
  stranger = await createTestUser(t.db, 'mini_stranger');
});

interface Row {
  game: string;
  wins: number;
  losses: number;
  bestScore: number;
  lastPlayedAt?: string;
}
interface Recorded {
  recordMinigameResult: { __typename: string; data?: { minigameResults: Row[] }; fieldErrors?: { field: string }[] };
}

const send = (input: Record<string, unknown>, cookie = player.cookie) =>
  graphql<Recorded>(t.app, record, { input }, cookie ? { cookie } : {});
const resultsOf = (username: string, cookie: string) =>
  graphql<{ user: { minigameResults: Row[] | null } }>(t.app, profile, { username }, { cookie }).then(
    (r) => r.data!.user.minigameResults,
  );

describe('recording a minigame result', () => {
  it('adds wins and losses and keeps the best score, per game, in one statement', async () => {
    await send({ game: 'pong', playerScore: 7, opponentScore: 4, difficulty: 'hard' });
    await send({ game: 'pong', playerScore: 3, opponentScore: 7, difficulty: 'easy' });
    await send({ game: 'cardbattle', playerScore: 2, opponentScore: 2, tiedRounds: 1 });
    let last: Recorded | undefined;
    const statements = await countStatements(t.db, async () => {
      last = (await send({ game: 'cardbattle', playerScore: 1, opponentScore: 3, tiedRounds: 1 })).data;
    });
    expect(last!.recordMinigameResult.data!.minigameResults.map(({ lastPlayedAt: _, ...rest }) => rest)).toEqual([
      { game: 'cardbattle', wins: 0, losses: 1, bestScore: 2 },
      { game: 'pong', wins: 1, losses: 1, bestScore: 9 },
    ]);
    // The session, the upsert, then the returned user and its results: no read-then-write.
    expect(statements).toBeLessThanOrEqual(4);
    const rows = await t.db.prisma.minigameResult.findMany({ where: { userId: player.id }, orderBy: { game: 'asc' } });
    expect(rows.map((row) => [row.game, row.wins, row.losses, row.bestScore])).toEqual([
      ['cardbattle', 0, 1, 2],
      ['pong', 1, 1, 9],
    ]);
  });

  it.each([
    [{ game: 'pong', playerScore: 7, opponentScore: 7, difficulty: 'normal' }, 'playerScore'],
    [{ game: 'pong', playerScore: 5, opponentScore: 3, difficulty: 'normal' }, 'playerScore'],
    [{ game: 'pong', playerScore: 12, opponentScore: 3, difficulty: 'normal' }, 'playerScore'],
    [{ game: 'pong', playerScore: 7, opponentScore: 3 }, 'difficulty'],
    [{ game: 'cardbattle', playerScore: 5, opponentScore: 5, tiedRounds: 0 }, 'tiedRounds'],
    [{ game: 'cardbattle', playerScore: 3, opponentScore: 0 }, 'tiedRounds'],
  ])('refuses a result the rules cannot produce (%o), changing nothing', async (input, field) => {
    const before = await t.db.prisma.minigameResult.findMany({
      where: { userId: player.id },
      orderBy: { game: 'asc' },
    });
    const refused = (await send(input)).data!.recordMinigameResult;
    expect(refused.__typename).toBe('ValidationError');
    expect(refused.fieldErrors!.map((e) => e.field)).toContain(field);
    expect(
      await t.db.prisma.minigameResult.findMany({ where: { userId: player.id }, orderBy: { game: 'asc' } }),
    ).toEqual(before);
  });

  it('is for signed-in players only: a visitor keeps results in the browser', async () => {
    const count = await t.db.prisma.minigameResult.count();
    const visitor = await send({ game: 'pong', playerScore: 7, opponentScore: 0, difficulty: 'easy' }, '');
    expect(visitor.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    expect(await t.db.prisma.minigameResult.count()).toBe(count);
  });
});

describe('who sees the results', () => {
  it("follow the profile's 'stats' section: others see them until it is hidden, the owner always", async () => {
    // A player of its own, so the test holds whichever tests of this file ran before it.
    const shown = await createTestUser(t.db, 'mini_shown');
    await t.db.prisma.minigameResult.createMany({
      data: [
        { userId: shown.id, game: 'pong', wins: 1, bestScore: 7 },
        { userId: shown.id, game: 'cardbattle', losses: 1, bestScore: 2 },
      ],
    });
    expect(await resultsOf('mini_shown', stranger.cookie)).toHaveLength(2);
    await t.db.prisma.user.update({ where: { id: shown.id }, data: { hiddenSections: ['stats'] } });
    expect(await resultsOf('mini_shown', stranger.cookie)).toBeNull();
    expect(await resultsOf('mini_shown', shown.cookie)).toHaveLength(2);
    await t.db.prisma.user.update({
      where: { id: shown.id },
      data: { hiddenSections: [], profileVisibility: 'FRIENDS' },
    });
    expect(await resultsOf('mini_shown', stranger.cookie)).toBeNull();
  });

  it('are an empty list for someone who has not played', async () => {
    expect(await resultsOf('mini_stranger', player.cookie)).toEqual([]);
  });
});
