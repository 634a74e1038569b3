import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../test/memory-storage.ts';
import { LOCAL_RESULTS_KEY, readLocalRecords, saveLocalResult } from './local-results.ts';

const now = new Date('2026-11-24T10:00:00Z');

describe("a visitor's minigame records", () => {
  it('start empty and add each match per game', () => {
    const storage = memoryStorage();
    expect(readLocalRecords(storage)).toEqual({});
    saveLocalResult({ game: 'pong', playerScore: 7, opponentScore: 2, difficulty: 'hard' }, now, storage);
    saveLocalResult({ game: 'pong', playerScore: 1, opponentScore: 7, difficulty: 'easy' }, now, storage);
    saveLocalResult({ game: 'cardbattle', playerScore: 2, opponentScore: 2, tiedRounds: 1 }, now, storage);
    expect(readLocalRecords(storage)).toEqual({
      pong: { wins: 1, losses: 1, bestScore: 15, lastPlayedAt: now.toISOString() },
      cardbattle: { wins: 0, losses: 0, bestScore: 2, lastPlayedAt: now.toISOString() },
    });
  });

  it('leave out what cannot be read', () => {
    expect(readLocalRecords(memoryStorage({ [LOCAL_RESULTS_KEY]: 'not json' }))).toEqual({});
    const edited = {
      pong: { wins: -1, losses: 0, bestScore: 3, lastPlayedAt: 'x' },
      chess: { wins: 1, losses: 0, bestScore: 0, lastPlayedAt: 'x' },
    };
    expect(readLocalRecords(memoryStorage({ [LOCAL_RESULTS_KEY]: JSON.stringify(edited) }))).toEqual({});
  });

  it('say so when the browser refuses to store them', () => {
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as Storage;
    expect(saveLocalResult({ game: 'pong', playerScore: 7, opponentScore: 0, difficulty: 'easy' }, now, full)).toBe(
      false,
    );
  });
});
