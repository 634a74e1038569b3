import { describe, expect, it } from 'vitest';
import { cardValues } from './card-values.ts';

describe('card values from catalogue data', () => {
  it('take the first release year, the versions, the companies and the months of roll-out', () => {
    const values = cardValues({
      firstReleaseDate: '1996-02-27',
      versions: [{ releaseDate: '1998-09-28' }, { releaseDate: '1996-02-27' }, { releaseDate: '1999-10-08' }],
      developers: [{}],
      publishers: [{}, {}],
    });
    expect(values).toEqual({ year: 1996, versions: 3, companies: 3, rollout: 44 });
  });

  it('count calendar months, so a release on the last day of a month and the first of the next is one month', () => {
    const values = cardValues({
      firstReleaseDate: null,
      versions: [{ releaseDate: '2001-01-31' }, { releaseDate: '2001-02-01' }],
      developers: [],
      publishers: [],
    });
    expect(values).toMatchObject({ year: 2001, rollout: 1 });
  });

  it('give a game with one version no roll-out, and one without any date no year', () => {
    expect(
      cardValues({
        firstReleaseDate: '1985-09-13',
        versions: [{ releaseDate: '1985-09-13' }],
        developers: [],
        publishers: [],
      }).rollout,
    ).toBe(0);
    expect(cardValues({ firstReleaseDate: null, versions: [], developers: [], publishers: [] })).toEqual({
      year: null,
      versions: 0,
      companies: 0,
      rollout: 0,
    });
  });
});
