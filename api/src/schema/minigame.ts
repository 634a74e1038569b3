// Minigames (card battle and pong): a signed-in player's record per game, shown on the minigames
// hub and in the profile's 'stats' section, and the one mutation that adds a finished match.
import { builder } from '../builder.ts';
import { requireViewer } from '../context.ts';
import { MINIGAMES, PONG_DIFFICULTIES, minigameResultInput, type Minigame } from '#shared/minigame-rules';
import { InputError, parseInput } from '../domain/validation.ts';
import { canSeeSection } from '../profiles/relation.ts';
import { userMinigameRecords } from '../profiles/user-figures.ts';
import { recordResult } from '../minigames/record-result.ts';

const MinigameEnum = builder.enumType('Minigame', { values: MINIGAMES });
const PongDifficultyEnum = builder.enumType('PongDifficulty', { values: PONG_DIFFICULTIES });

builder.prismaObject('MinigameResult', {
  description: "A player's record in one minigame.",
  fields: (t) => ({
    game: t.field({ type: MinigameEnum, resolve: (result) => result.game as Minigame }),
    wins: t.exposeInt('wins'),
    losses: t.exposeInt('losses', { description: 'Drawn matches count as neither a win nor a loss.' }),
    bestScore: t.exposeInt('bestScore', {
      description:
        'Card battle: most rounds won in a match (0-5). Pong: largest winning margin times the difficulty (easy 1, normal 2, hard 3).',
    }),
    lastPlayedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectField('User', 'minigameResults', (t) =>
  t.prismaField({
    type: ['MinigameResult'],
    nullable: true,
    description:
      "Section stats: one record per minigame played, by game name; null when the 'stats' section is hidden from the viewer.",
    select: { profileVisibility: true, hiddenSections: true },
    // Read with the user's other figures (profiles/user-figures.ts): every column of the row, so
    // whatever the operation selects of a record is there.
    resolve: async (query, user, _args, ctx) => {
      // Spread before any early return: the prisma plugin warns about a query it never sees used.
      void { ...query };
      if (!(await canSeeSection(ctx, user, 'stats'))) return null;
      return userMinigameRecords(ctx, user.id);
    },
  }),
);

const RecordMinigameResultInput = builder.inputType('RecordMinigameResultInput', {
  fields: (t) => ({
    game: t.field({ type: MinigameEnum, required: true }),
    playerScore: t.int({
      required: true,
      description: 'Card battle: rounds the player won. Pong: points the player scored.',
    }),
    opponentScore: t.int({
      required: true,
      description: 'Card battle: rounds the computer won. Pong: points the computer scored.',
    }),
    tiedRounds: t.int({ description: 'Card battle only: rounds nobody won.' }),
    difficulty: t.field({ type: PongDifficultyEnum, description: 'Pong only.' }),
  }),
});

builder.mutationFields((t) => ({
  recordMinigameResult: t.prismaField({
    type: 'User',
    authScopes: { loggedIn: true },
    errors: { types: [InputError] },
    description:
      "Adds a finished match to the viewer's record (visitors keep theirs in the browser). A result the rules cannot produce is a ValidationError (code impossibleResult).",
    args: { input: t.arg({ type: RecordMinigameResultInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const result = parseInput(minigameResultInput, input);
      await recordResult(ctx.db.sql, requireViewer(ctx).id, result);
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: requireViewer(ctx).id } });
    },
  }),
}));
