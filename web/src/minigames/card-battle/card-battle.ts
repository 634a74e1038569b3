// Card battle rules: the deck, each round's stat, who wins a round and how the computer chooses.
// Pure: randomness comes in as a function, so a test can replay any match.
import { CARD_BATTLE, type MinigameResultInput } from '#shared/minigame-rules';
import { STATS, type CardValues, type Stat } from './card-values.ts';

export interface BattleCard {
  /** The game's Relay id. */
  id: string;
  values: CardValues;
}

/** A number in [0, 1), like Math.random. */
export type Random = () => number;

export type RoundWinner = 'player' | 'computer' | 'tie';

export interface PlayedRound {
  stat: Stat;
  player: BattleCard;
  computer: BattleCard;
  winner: RoundWinner;
}

export interface Match {
  playerHand: readonly BattleCard[];
  computerHand: readonly BattleCard[];
  /** One stat per round, all known from the start so the player can plan. */
  stats: readonly Stat[];
  rounds: readonly PlayedRound[];
}

/** Cards a match deals: one per round for each side. */
export const DECK_SIZE = CARD_BATTLE.rounds * 2;

/** How often the computer plays its strongest card for the round's stat; otherwise any card. */
export const COMPUTER_BEST_CARD_CHANCE = 0.7;

// The oldest game wins "year"; for every other stat the bigger number wins.
const LOWER_WINS: Record<Stat, boolean> = { year: true, versions: false, companies: false, rollout: false };

/**
 * Compares two cards on a stat. An unknown value (a game without a release date) loses to any
 * known one; equal values, or two unknown ones, tie.
 */
export function roundWinner(stat: Stat, player: CardValues, computer: CardValues): RoundWinner {
  const a = player[stat];
  const b = computer[stat];
  if (a === b) return 'tie';
  if (a === null) return 'computer';
  if (b === null) return 'player';
  return a < b === LOWER_WINS[stat] ? 'player' : 'computer';
}

/** Sorts strongest first on a stat (unknown values last); equal cards keep their order. */
export function strongestFirst(cards: readonly BattleCard[], stat: Stat): BattleCard[] {
  return [...cards].sort((a, b) => {
    const winner = roundWinner(stat, a.values, b.values);
    return winner === 'player' ? -1 : winner === 'computer' ? 1 : 0;
  });
}

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * Shuffles the deck and deals it alternately; every stat is played once in a random order and
 * the extra rounds repeat a random stat. Null when the deck is too small for a match.
 */
export function dealMatch(deck: readonly BattleCard[], random: Random): Match | null {
  if (deck.length < DECK_SIZE) return null;
  const cards = shuffled(deck, random).slice(0, DECK_SIZE);
  const stats = shuffled(STATS, random);
  while (stats.length < CARD_BATTLE.rounds) stats.push(STATS[Math.floor(random() * STATS.length)]!);
  return {
    playerHand: cards.filter((_, index) => index % 2 === 0),
    computerHand: cards.filter((_, index) => index % 2 === 1),
    stats: stats.slice(0, CARD_BATTLE.rounds),
    rounds: [],
  };
}

/** The stat of the round being played; null once the match is over. */
export function currentStat(match: Match): Stat | null {
  return match.stats[match.rounds.length] ?? null;
}

export function isOver(match: Match): boolean {
  return match.rounds.length >= match.stats.length;
}

/** The computer does not see the player's card: usually its strongest card for the stat, sometimes any. */
export function computerChoice(hand: readonly BattleCard[], stat: Stat, random: Random): BattleCard {
  if (hand.length === 0) throw new Error('The computer has no card left');
  if (random() < COMPUTER_BEST_CARD_CHANCE) return strongestFirst(hand, stat)[0]!;
  return hand[Math.floor(random() * hand.length)]!;
}

/** Plays the player's card against the computer's choice; the match is unchanged if the move is not allowed. */
export function playRound(match: Match, playerCardId: string, random: Random): Match {
  const stat = currentStat(match);
  const player = match.playerHand.find((card) => card.id === playerCardId);
  if (stat === null || !player) return match;
  const computer = computerChoice(match.computerHand, stat, random);
  return {
    ...match,
    playerHand: match.playerHand.filter((card) => card !== player),
    computerHand: match.computerHand.filter((card) => card !== computer),
    rounds: [...match.rounds, { stat, player, computer, winner: roundWinner(stat, player.values, computer.values) }],
  };
}

export interface Tally {
  won: number;
  lost: number;
  tied: number;
}

export function tally(match: Match): Tally {
  const count = (winner: RoundWinner) => match.rounds.filter((round) => round.winner === winner).length;
  return { won: count('player'), lost: count('computer'), tied: count('tie') };
}

/** The finished match as the API and the local record take it. */
export function matchResult(match: Match): MinigameResultInput {
  const { won, lost, tied } = tally(match);
  return { game: 'cardbattle', playerScore: won, opponentScore: lost, tiedRounds: tied };
}
