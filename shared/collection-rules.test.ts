import { readFileSync } from 'node:fs';
import { buildSchema, type GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { COLLECTOR_LEVELS, COLLECTOR_LEVEL_THRESHOLDS } from './rules.ts';
import { checkInput } from './input-check.ts';
import { collectorLevel, collectorLevelName, completenessOf } from './collection-rules.ts';
import { copyInput } from './collection-input.ts';

describe('collector level', () => {
  const cases: [number, string, number | null][] = [
    [0, 'beginner', 1],
    [1, 'novice', 5],
    [4, 'novice', 5],
    [5, 'casual', 10],
    [9, 'casual', 10],
    [10, 'enthusiast', 25],
    [24, 'enthusiast', 25],
    [25, 'dedicated', 50],
    [49, 'dedicated', 50],
    [50, 'avid', 100],
    [99, 'avid', 100],
    [100, 'expert', 200],
    [199, 'expert', 200],
    [200, 'connoisseur', 350],
    [349, 'connoisseur', 350],
    [350, 'master', 500],
    [499, 'master', 500],
    [500, 'scholar', 750],
    [749, 'scholar', 750],
    [750, 'legendary', 1000],
    [999, 'legendary', 1000],
    [1000, 'archivist', 1500],
    [1499, 'archivist', 1500],
    [1500, 'historian', 2500],
    [2499, 'historian', 2500],
    [2500, 'god', null],
    [1_000_000, 'god', null],
  ];
  it.each(cases)('%i owned copies make a %s with the next level at %s', (copies, level, nextAt) => {
    const progress = collectorLevel(copies);
    expect(progress.level).toBe(level);
    expect(progress.nextLevelAt).toBe(nextAt);
    expect(progress.copies).toBe(copies);
    expect(progress.levelStart).toBe(COLLECTOR_LEVEL_THRESHOLDS[progress.rank]);
  });

  it('has the 14 levels of the spec in order, each reached at its threshold', () => {
    expect(COLLECTOR_LEVELS).toHaveLength(14);
    COLLECTOR_LEVEL_THRESHOLDS.forEach((threshold, rank) => {
      expect(collectorLevel(threshold).level).toBe(COLLECTOR_LEVELS[rank]);
      if (rank > 0) expect(collectorLevel(threshold - 1).level).toBe(COLLECTOR_LEVELS[rank - 1]);
    });
    expect(collectorLevel(2500).nextLevel).toBeNull();
    expect(collectorLevel(2499).nextLevel).toBe('god');
  });

  it("names each level as the API's CollectorLevel enum does, one name for one level", () => {
    const schema = buildSchema(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));
    const declared = (schema.getType('CollectorLevel') as GraphQLEnumType).getValues().map((value) => value.name);
    const names = COLLECTOR_LEVELS.map(collectorLevelName);
    expect(names[0]).toBe('BEGINNER');
    expect([...names].sort()).toEqual([...declared].sort());
  });
});

describe('copy input', () => {
  it('turns blank text into null and upper-cases the currency', () => {
    const result = checkInput(copyInput, { notes: '  ', otherInserts: '', pricePaidCents: 1250, currency: 'eur' });
    expect(result).toEqual({
      ok: true,
      value: { notes: null, otherInserts: null, pricePaidCents: 1250, currency: 'EUR' },
    });
  });

  it('asks for the currency of a price', () => {
    const result = checkInput(copyInput, { pricePaidCents: 100 });
    expect(result.ok ? [] : result.problems).toEqual([
      { field: 'currency', code: 'required', message: 'Give the currency of the price' },
    ]);
  });

  it('refuses a negative price, a malformed currency, a future date and an unknown condition', () => {
    const result = checkInput(copyInput, {
      pricePaidCents: -1,
      currency: 'EURO',
      acquiredOn: new Date(Date.now() + 10 * 86_400_000),
      condition: 'BROKEN',
    });
    expect(result.ok ? [] : result.problems.map((p) => `${p.field}: ${p.message}`).sort()).toEqual([
      'acquiredOn: The acquisition date cannot be in the future',
      'condition: Choose a condition from the list',
      'currency: A currency is three letters, like EUR',
      'pricePaidCents: The price cannot be negative',
    ]);
  });

  it('calls a copy with box, manual and medium complete in box, and one without a box loose', () => {
    expect(completenessOf({ hasBox: true, hasManual: true, hasMedium: true })).toBe('COMPLETE_IN_BOX');
    expect(completenessOf({ hasBox: true, hasManual: false, hasMedium: true })).toBe('INCOMPLETE');
    expect(completenessOf({ hasBox: false, hasManual: true, hasMedium: true })).toBe('LOOSE');
  });
});
