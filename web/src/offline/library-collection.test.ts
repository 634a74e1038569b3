import { describe, expect, it } from 'vitest';
import { COLLECTOR_LEVEL_THRESHOLDS } from '#shared/rules';
import { applyOutbox, deviceCollection } from './library-collection.ts';
import type { LibraryCopy, LibrarySnapshot, LibraryVersion, OpenedGame } from './library-lookup.ts';
import type { OutboxChange } from './outbox-store.ts';
import type { CollectionSearch } from '../screens/collection/collection-search-params.ts';

const version = (id: string, gameTitle: string, title: string, region = 'PAL', gameId = 1): LibraryVersion => ({
  id,
  title,
  region,
  barcode: null,
  gameId,
  gameTitle,
});

const zelda = version('V1', 'The Legend of Zelda', 'Zelda PAL');
const pokemon = version('V2', 'Pokémon Red', 'ポケットモンスター 赤', 'NTSC_J', 2);
const metroid = version('V3', 'Metroid', 'Metroid NTSC', 'NTSC_U', 3);
const opened: OpenedGame[] = [{ gameId: 3, title: 'Metroid', versions: [metroid], openedAt: 0 }];

const copy = (id: string, v: LibraryVersion, extra: Partial<LibraryCopy> = {}): LibraryCopy => ({
  id,
  version: v,
  condition: 'GOOD',
  hasBox: true,
  hasManual: true,
  hasMedium: true,
  pricePaidCents: null,
  currency: null,
  forTrade: false,
  ...extra,
});

const library: LibrarySnapshot = {
  memberId: 7,
  copies: [copy('C1', zelda, { forTrade: true }), copy('C2', pokemon, { hasBox: false })],
  wants: [{ version: metroid, maxPriceCents: 2500, currency: 'EUR' }],
  savedAt: 0,
};

const change = (kind: OutboxChange['kind'], extra: Partial<OutboxChange>): OutboxChange => ({
  memberId: 7,
  kind,
  clientId: `client-${kind}`,
  versionId: '',
  title: 'Metroid',
  queuedAt: 0,
  ...extra,
});

const search = (over: Partial<CollectionSearch> = {}): CollectionSearch => ({
  list: 'owned',
  q: '',
  consoleId: '',
  region: '',
  completeness: '',
  sort: 'TITLE',
  ...over,
});

describe('applyOutbox', () => {
  it('lays every kind of waiting change over the kept library, marking what is not sent', () => {
    const { copies, wants } = applyOutbox(library, opened, [
      change('add', { versionId: 'V3', clientId: 'abc' }),
      change('edit', {
        itemId: 'C2',
        fields: { condition: 'MINT', hasBox: true, pricePaidCents: 1999, currency: 'EUR' },
      }),
      change('untrade', { itemId: 'C1', versionId: 'V1' }),
      change('unwant', { versionId: 'V3' }),
      change('want', { versionId: 'V1' }),
    ]);
    expect(copies).toEqual([
      { ...library.copies[0], forTrade: false, waiting: 'changed' },
      {
        ...library.copies[1],
        condition: 'MINT',
        hasBox: true,
        pricePaidCents: 1999,
        currency: 'EUR',
        waiting: 'changed',
      },
      expect.objectContaining({ id: 'client:outbox-copy:abc', version: metroid, waiting: 'added' }),
    ]);
    expect(wants).toEqual([{ version: zelda, maxPriceCents: null, currency: null, waiting: 'added' }]);
  });

  it('drops a removed copy, and names a version it never saw by the title the change carries', () => {
    const { copies } = applyOutbox(
      library,
      [],
      [
        change('remove', { itemId: 'C1', versionId: 'V1' }),
        change('add', { versionId: 'V9', clientId: 'x', title: 'Kirby' }),
      ],
    );
    expect(copies.map((item) => [item.id, item.version.gameTitle])).toEqual([
      ['C2', 'Pokémon Red'],
      ['client:outbox-copy:x', 'Kirby'],
    ]);
  });

  it('starts from nothing when no library is kept yet', () => {
    expect(applyOutbox(undefined, opened, [change('add', { versionId: 'V3' })]).copies).toHaveLength(1);
  });
});

describe('deviceCollection', () => {
  it('lists every owned copy in title order and counts waiting copies towards the level', () => {
    const adds = Array.from({ length: COLLECTOR_LEVEL_THRESHOLDS[3] - 2 }, (_, index) =>
      change('add', { versionId: 'V3', clientId: `c${index}` }),
    );
    const shown = deviceCollection(library, opened, adds, search());
    expect(shown.owned).toBe(2 + adds.length);
    expect(shown.copies.map((item) => item.version.gameTitle).slice(0, 3)).toEqual(['Metroid', 'Metroid', 'Metroid']);
    expect(shown.copies.at(-1)?.version.gameTitle).toBe('The Legend of Zelda');
    expect(shown.level.copies).toBe(2 + adds.length);
    // The kept copies alone (2) are the second level; with the waiting ones, exactly the fourth.
    expect(shown.level.rank).toBe(3);
  });

  it('filters by the folded words, the region and the completeness, as the server does', () => {
    const titles = (over: Partial<CollectionSearch>) =>
      deviceCollection(library, opened, [], search(over)).copies.map((item) => item.id);
    expect(titles({ q: 'POKEMON' })).toEqual(['C2']);
    expect(titles({ q: 'ポケットモンスター' })).toEqual(['C2']);
    expect(titles({ q: 'zelda pal' })).toEqual(['C1']);
    expect(titles({ region: 'NTSC_J' })).toEqual(['C2']);
    expect(titles({ completeness: 'LOOSE' })).toEqual(['C2']);
    expect(titles({ completeness: 'COMPLETE_IN_BOX' })).toEqual(['C1']);
    expect(titles({ q: 'kirby' })).toEqual([]);
  });

  it('shows the copies offered on the trade tab and the want list on the wanted tab', () => {
    expect(deviceCollection(library, opened, [], search({ list: 'trade' })).copies.map((item) => item.id)).toEqual([
      'C1',
    ]);
    // The search is the copies'; the want list is whole, as on the server's page.
    const wanted = deviceCollection(library, opened, [], search({ list: 'wanted', q: 'zelda' }));
    expect(wanted.copies).toEqual([]);
    expect(wanted.wants.map((want) => want.version.id)).toEqual(['V3']);
    expect(wanted.owned).toBe(2);
  });
});
