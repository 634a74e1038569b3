// What a minigame result can be (card battle and pong), how it scores and how it adds to a
// player's record. Pure; the API validates recorded results with it and the web app keeps
// visitors' records in localStorage with the same tally, so both sides count alike.
import { z } from './zod.ts';

export const MINIGAMES = ['cardbattle', 'pong'] as const;
export type Minigame = (typeof MINIGAMES)[number];

/** Card battle: each player holds one card per round and every round is played. */
export const CARD_BATTLE = { rounds: 5 } as const;

/** Pong: the first to this many points wins the match. */
export const PONG = { pointsToWin: 7 } as const;

export const PONG_DIFFICULTIES = ['easy', 'normal', 'hard'] as const;
export type PongDifficulty = (typeof PONG_DIFFICULTIES)[number];
/** A pong score is the winning margin times this, so a win on hard counts for more. */
export const PONG_DIFFICULTY_FACTOR: Record<PongDifficulty, number> = { easy: 1, normal: 2, hard: 3 };

export type MatchOutcome = 'win' | 'loss' | 'draw';

const count = (max: number) => z.int().check(z.minimum(0), z.maximum(max));

const cardBattleResult = z
  .object({
    game: z.literal('cardbattle'),
    /** Rounds the player won, lost and tied. */
    playerScore: count(CARD_BATTLE.rounds),
    opponentScore: count(CARD_BATTLE.rounds),
    tiedRounds: count(CARD_BATTLE.rounds),
    difficulty: z.optional(z.null()),
  })
  .check(
    z.refine((r) => r.playerScore + r.opponentScore + r.tiedRounds === CARD_BATTLE.rounds, {
      message: `A card battle has exactly ${CARD_BATTLE.rounds} rounds`,
      path: ['tiedRounds'],
      params: { code: 'impossibleResult' },
    }),
  );

const pongResult = z
  .object({
    game: z.literal('pong'),
    /** Points the player and the computer scored. */
    playerScore: count(PONG.pointsToWin),
    opponentScore: count(PONG.pointsToWin),
    tiedRounds: z.optional(z.union([z.literal(0), z.null()])),
    difficulty: z.enum(PONG_DIFFICULTIES),
  })
  .check(
    z.refine((r) => (r.playerScore === PONG.pointsToWin) !== (r.opponentScore === PONG.pointsToWin), {
      message: `A pong match ends when one side, and only one, has ${PONG.pointsToWin} points`,
      path: ['playerScore'],
      params: { code: 'impossibleResult' },
    }),
  );

/** A finished match as a client reports it; anything the rules cannot produce is refused. */
export const minigameResultInput = z.discriminatedUnion('game', [cardBattleResult, pongResult]);
export type MinigameResultInput = z.input<typeof minigameResultInput>;
export type MinigameResult = z.output<typeof minigameResultInput>;

export function outcomeOf(result: Pick<MinigameResult, 'playerScore' | 'opponentScore'>): MatchOutcome {
  if (result.playerScore === result.opponentScore) return 'draw';
  return result.playerScore > result.opponentScore ? 'win' : 'loss';
}

/**
 * The score a match counts for the best score: card battle, the rounds won (0 to 5); pong, the
 * winning margin times the difficulty factor (a lost match scores 0, a 7-0 win on hard 21).
 */
export function scoreOf(result: MinigameResult): number {
  if (result.game === 'cardbattle') return result.playerScore;
  return Math.max(0, result.playerScore - result.opponentScore) * PONG_DIFFICULTY_FACTOR[result.difficulty];
}

/** A player's record in one game. A drawn match changes neither wins nor losses. */
export interface MinigameRecord {
  wins: number;
  losses: number;
  bestScore: number;
}

export const EMPTY_RECORD: MinigameRecord = { wins: 0, losses: 0, bestScore: 0 };

/** The record after one more match: the same sums the API's upsert makes in SQL. */
export function tallyResult(record: MinigameRecord, result: MinigameResult): MinigameRecord {
  const outcome = outcomeOf(result);
  return {
    wins: record.wins + (outcome === 'win' ? 1 : 0),
    losses: record.losses + (outcome === 'loss' ? 1 : 0),
    bestScore: Math.max(record.bestScore, scoreOf(result)),
  };
}
