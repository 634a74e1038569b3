import { describe, expect, it } from 'vitest';
import { checkInput } from '#shared/input-check';
import { minigameResultInput } from '#shared/minigame-rules';
import {
  COMPUTER_BEST_CARD_CHANCE,
  DECK_SIZE,
  computerChoice,
  currentStat,
  dealMatch,
  isOver,
  matchResult,
  playRound,
  roundWinner,
  strongestFirst,
  tally,
  type BattleCard,
  type Match,
  type Random,
} from './card-battle.ts';
import { STATS, type CardValues, type Stat } from './card-values.ts';

const values = (overrides: Partial<CardValues> = {}): CardValues => ({
  year: 1990,
  versions: 2,
  companies: 2,
  rollout: 6,
  ...overrides,
});
const card = (id: string, overrides: Partial<CardValues> = {}): BattleCard => ({ id, values: values(overrides) });

/** Returns the given numbers in turn, over and over. */
const sequence = (...numbers: number[]): Random => {
  let index = 0;
  return () => numbers[index++ % numbers.length]!;
};

describe('who wins a round', () => {
  const cases: [Stat, Partial<CardValues>, Partial<CardValues>, string][] = [
    ['year', { year: 1985 }, { year: 1994 }, 'player'],
    ['year', { year: 2001 }, { year: 1989 }, 'computer'],
    ['year', { year: 1990 }, { year: 1990 }, 'tie'],
    ['year', { year: 2020 }, { year: null }, 'player'],
    ['year', { year: null }, { year: 1970 }, 'computer'],
    ['year', { year: null }, { year: null }, 'tie'],
    ['versions', { versions: 4 }, { versions: 1 }, 'player'],
    ['versions', { versions: 1 }, { versions: 3 }, 'computer'],
    ['versions', { versions: 3 }, { versions: 3 }, 'tie'],
    ['companies', { companies: 5 }, { companies: 2 }, 'player'],
    ['companies', { companies: 2 }, { companies: 3 }, 'computer'],
    ['companies', { companies: 2 }, { companies: 2 }, 'tie'],
    ['rollout', { rollout: 30 }, { rollout: 0 }, 'player'],
    ['rollout', { rollout: 0 }, { rollout: 1 }, 'computer'],
    ['rollout', { rollout: 0 }, { rollout: 0 }, 'tie'],
  ];
  it.each(cases)('on %s, %o against %o: %s', (stat, player, computer, winner) => {
    expect(roundWinner(stat, values(player), values(computer))).toBe(winner);
  });

  it('looks only at the round stat', () => {
    expect(roundWinner('versions', values({ versions: 3, year: 2020 }), values({ versions: 2, year: 1980 }))).toBe(
      'player',
    );
  });
});

describe('dealing', () => {
  const deck = Array.from({ length: DECK_SIZE + 2 }, (_, i) => card(`g${i}`));

  it('needs ten cards', () => {
    expect(dealMatch(deck.slice(0, DECK_SIZE - 1), Math.random)).toBeNull();
  });

  it('gives each side five different cards and plays every stat at least once over five rounds', () => {
    const match = dealMatch(deck, sequence(0.3, 0.9, 0.1, 0.6))!;
    expect(match.playerHand).toHaveLength(5);
    expect(match.computerHand).toHaveLength(5);
    const ids = [...match.playerHand, ...match.computerHand].map((c) => c.id);
    expect(new Set(ids).size).toBe(10);
    expect(match.stats).toHaveLength(5);
    expect(new Set(match.stats)).toEqual(new Set(STATS));
    expect(match.rounds).toEqual([]);
  });

  it('deals the same match from the same random numbers', () => {
    expect(dealMatch(deck, sequence(0.42, 0.17, 0.88))).toEqual(dealMatch(deck, sequence(0.42, 0.17, 0.88)));
  });
});

describe("the computer's choice", () => {
  const hand = [card('weak', { versions: 1 }), card('strong', { versions: 4 }), card('middle', { versions: 2 })];

  it('is its strongest card for the stat most of the time', () => {
    expect(computerChoice(hand, 'versions', sequence(0)).id).toBe('strong');
    expect(computerChoice(hand, 'versions', sequence(COMPUTER_BEST_CARD_CHANCE - 0.01)).id).toBe('strong');
  });

  it('is any card otherwise', () => {
    expect(computerChoice(hand, 'versions', sequence(0.9, 0)).id).toBe('weak');
    expect(computerChoice(hand, 'versions', sequence(0.9, 0.99)).id).toBe('middle');
  });

  it('knows that the oldest game is strongest on year', () => {
    const cards = [card('new', { year: 2005 }), card('unknown', { year: null }), card('old', { year: 1983 })];
    expect(strongestFirst(cards, 'year').map((c) => c.id)).toEqual(['old', 'new', 'unknown']);
  });
});

describe('a match', () => {
  const match: Match = {
    playerHand: [
      card('p1', { versions: 4 }),
      card('p2', { year: 2010 }),
      card('p3'),
      card('p4', { companies: 1 }),
      card('p5', { rollout: 40 }),
    ],
    computerHand: [
      card('c1', { versions: 1 }),
      card('c2', { year: 1980 }),
      card('c3'),
      card('c4', { companies: 3 }),
      card('c5', { rollout: 1 }),
    ],
    stats: ['versions', 'year', 'rollout', 'companies', 'rollout'],
    rounds: [],
  };
  // The computer picks "any card" with the first card of its hand every time.
  const firstCard = sequence(0.99, 0);

  it('plays five rounds, removing the played cards, and ends', () => {
    let state = match;
    for (const id of ['p1', 'p2', 'p3', 'p4', 'p5']) {
      expect(isOver(state)).toBe(false);
      state = playRound(state, id, firstCard);
    }
    expect(state.rounds.map((r) => [r.stat, r.player.id, r.computer.id, r.winner])).toEqual([
      ['versions', 'p1', 'c1', 'player'],
      ['year', 'p2', 'c2', 'computer'],
      ['rollout', 'p3', 'c3', 'tie'],
      ['companies', 'p4', 'c4', 'computer'],
      ['rollout', 'p5', 'c5', 'player'],
    ]);
    expect(state.playerHand).toEqual([]);
    expect(state.computerHand).toEqual([]);
    expect(isOver(state)).toBe(true);
    expect(currentStat(state)).toBeNull();
    expect(tally(state)).toEqual({ won: 2, lost: 2, tied: 1 });
    expect(matchResult(state)).toEqual({ game: 'cardbattle', playerScore: 2, opponentScore: 2, tiedRounds: 1 });
  });

  it('ignores a card the player does not hold and any play after the end', () => {
    expect(playRound(match, 'c1', firstCard)).toBe(match);
    const over = {
      ...match,
      rounds: match.stats.map((stat) => ({ stat, player: card('x'), computer: card('y'), winner: 'tie' as const })),
    };
    expect(playRound(over, 'p1', firstCard)).toBe(over);
  });

  it.each([
    ['a win', { versions: 9, year: 1950, companies: 9, rollout: 99 }, { won: 5, lost: 0, tied: 0 }],
    ['a loss', { versions: 0, year: 2099, companies: 0, rollout: 0 }, { won: 0, lost: 5, tied: 0 }],
    ['a draw', {}, { won: 0, lost: 0, tied: 5 }],
  ])('ends in %s the shared rules accept', (_name, strength, expected) => {
    const even = {
      ...match,
      playerHand: match.playerHand.map((c) => card(c.id, strength)),
      computerHand: match.playerHand.map((c) => card(`c-${c.id}`)),
    };
    let state: Match = even;
    for (const c of even.playerHand) state = playRound(state, c.id, firstCard);
    expect(tally(state)).toEqual(expected);
    expect(checkInput(minigameResultInput, matchResult(state)).ok).toBe(true);
  });
});
