import { describe, expect, it } from 'vitest';
import { checkInput } from './input-check.ts';
import {
  EMPTY_RECORD,
  minigameResultInput,
  outcomeOf,
  scoreOf,
  tallyResult,
  type MinigameResult,
  type MinigameResultInput,
} from './minigame-rules.ts';

const parse = (input: MinigameResultInput | Record<string, unknown>) => checkInput(minigameResultInput, input);
const valid = (input: MinigameResultInput): MinigameResult => {
  const result = parse(input);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.value;
};

describe('card battle results', () => {
  it.each([
    [5, 0, 0, 'win', 5],
    [3, 2, 0, 'win', 3],
    [2, 1, 2, 'win', 2],
    [1, 4, 0, 'loss', 1],
    [0, 5, 0, 'loss', 0],
    [2, 2, 1, 'draw', 2],
    [0, 0, 5, 'draw', 0],
  ] as const)('%i won, %i lost and %i tied is a %s scoring %i', (won, lost, tied, outcome, score) => {
    const result = valid({ game: 'cardbattle', playerScore: won, opponentScore: lost, tiedRounds: tied });
    expect(outcomeOf(result)).toBe(outcome);
    expect(scoreOf(result)).toBe(score);
  });

  it.each([
    [3, 1, 0],
    [3, 2, 1],
    [6, 0, 0],
    [0, 0, 0],
  ])('refuses %i won, %i lost and %i tied: not five rounds', (won, lost, tied) => {
    const result = parse({ game: 'cardbattle', playerScore: won, opponentScore: lost, tiedRounds: tied });
    expect(result.ok).toBe(false);
  });

  it('names the broken rule with a stable code', () => {
    expect(parse({ game: 'cardbattle', playerScore: 3, opponentScore: 1, tiedRounds: 0 })).toEqual({
      ok: false,
      problems: [{ field: 'tiedRounds', code: 'impossibleResult', message: 'A card battle has exactly 5 rounds' }],
    });
  });

  it('refuses negative and fractional rounds and a pong difficulty', () => {
    expect(parse({ game: 'cardbattle', playerScore: 6, opponentScore: -1, tiedRounds: 0 }).ok).toBe(false);
    expect(parse({ game: 'cardbattle', playerScore: 2.5, opponentScore: 2.5, tiedRounds: 0 }).ok).toBe(false);
    expect(parse({ game: 'cardbattle', playerScore: 5, opponentScore: 0, tiedRounds: 0, difficulty: 'hard' }).ok).toBe(
      false,
    );
  });
});

describe('pong results', () => {
  it.each([
    [7, 0, 'easy', 'win', 7],
    [7, 0, 'hard', 'win', 21],
    [7, 6, 'normal', 'win', 2],
    [6, 7, 'hard', 'loss', 0],
    [0, 7, 'easy', 'loss', 0],
  ] as const)('%i-%i on %s is a %s scoring %i', (player, computer, difficulty, outcome, score) => {
    const result = valid({ game: 'pong', playerScore: player, opponentScore: computer, difficulty });
    expect(outcomeOf(result)).toBe(outcome);
    expect(scoreOf(result)).toBe(score);
  });

  it.each([
    [7, 7],
    [6, 6],
    [8, 3],
    [3, 0],
    [0, 0],
  ])('refuses %i-%i: not a finished match to 7', (player, computer) => {
    expect(parse({ game: 'pong', playerScore: player, opponentScore: computer, difficulty: 'normal' }).ok).toBe(false);
  });

  it('needs a known difficulty and no tied rounds', () => {
    expect(parse({ game: 'pong', playerScore: 7, opponentScore: 1 }).ok).toBe(false);
    expect(parse({ game: 'pong', playerScore: 7, opponentScore: 1, difficulty: 'insane' }).ok).toBe(false);
    expect(parse({ game: 'pong', playerScore: 7, opponentScore: 1, difficulty: 'easy', tiedRounds: 2 }).ok).toBe(false);
  });

  it('refuses a game it does not know', () => {
    expect(parse({ game: 'chess', playerScore: 1, opponentScore: 0 }).ok).toBe(false);
  });
});

describe('tally', () => {
  it('adds a win or a loss, leaves both alone on a draw, and keeps the best score', () => {
    const won = tallyResult(
      EMPTY_RECORD,
      valid({ game: 'pong', playerScore: 7, opponentScore: 3, difficulty: 'normal' }),
    );
    expect(won).toEqual({ wins: 1, losses: 0, bestScore: 8 });
    const lost = tallyResult(won, valid({ game: 'pong', playerScore: 2, opponentScore: 7, difficulty: 'hard' }));
    expect(lost).toEqual({ wins: 1, losses: 1, bestScore: 8 });
    const drawn = tallyResult(
      EMPTY_RECORD,
      valid({ game: 'cardbattle', playerScore: 2, opponentScore: 2, tiedRounds: 1 }),
    );
    expect(drawn).toEqual({ wins: 0, losses: 0, bestScore: 2 });
  });
});
