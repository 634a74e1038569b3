import { describe, expect, it } from 'vitest';
import {
  knownVersions,
  lookUpOffline,
  type LibrarySnapshot,
  type LibraryVersion,
  type OpenedGame,
} from './library-lookup.ts';

const version = (id: string, gameTitle: string, title: string, barcode: string | null, gameId = 1): LibraryVersion => ({
  id,
  title,
  region: 'PAL',
  barcode,
  gameId,
  gameTitle,
});

const red = version('V1', 'Pokémon Red', 'Pokémon Red Version', '0045496420901', 1);
const blue = version('V2', 'Pokémon Blue', 'ポケットモンスター 青', null, 2);
const zelda = version('V3', 'The Legend of Zelda', 'Zelda no Densetsu', '4902370505108', 3);

const copy = (id: string, v: LibraryVersion, condition: string | null) => ({
  id,
  version: v,
  condition,
  hasBox: true,
  hasManual: false,
  hasMedium: true,
  pricePaidCents: null,
  currency: null,
  forTrade: false,
});

const library: LibrarySnapshot = {
  memberId: 7,
  copies: [copy('C1', red, 'MINT'), copy('C2', red, 'GOOD')],
  wants: [{ version: blue, maxPriceCents: null, currency: null }],
  savedAt: 0,
};
const opened: OpenedGame[] = [{ gameId: 3, title: zelda.gameTitle, versions: [zelda], openedAt: 0 }];

describe('lookUpOffline', () => {
  it('finds an owned version by its barcode, typed as UPC-A with spaces, with every copy', () => {
    const result = lookUpOffline('0 45496 42090 1', library, opened);
    expect(result).toMatchObject({ kind: 'barcode', barcode: '0045496420901' });
    if (result.kind !== 'barcode') throw new Error(result.kind);
    expect(result.answers).toHaveLength(1);
    expect(result.answers[0]!.copies.map((c) => c.condition)).toEqual(['MINT', 'GOOD']);
  });

  it('names a game the member opened but does not own', () => {
    const result = lookUpOffline('4902370505108', library, opened);
    if (result.kind !== 'barcode') throw new Error(result.kind);
    expect(result.answers.map((a) => [a.version.gameTitle, a.copies.length, a.wanted])).toEqual([
      ['The Legend of Zelda', 0, false],
    ]);
  });

  it('says a barcode whose check digit does not match is mistyped, and finds nothing for an unknown one', () => {
    expect(lookUpOffline('4902370505109', library, opened).kind).toBe('badBarcode');
    const unknown = lookUpOffline('5030917077418', library, opened);
    expect(unknown.kind === 'barcode' && unknown.answers).toEqual([]);
  });

  it('matches title words as the server does (case, accents, kana), owned first, then wanted', () => {
    const result = lookUpOffline('POKEMON', library, opened);
    expect(result.kind === 'title' && result.answers.map((a) => a.version.id)).toEqual(['V1', 'V2']);
    const kana = lookUpOffline('ぽけっともんすたー', library, opened);
    expect(kana.kind === 'title' && kana.answers.map((a) => [a.version.id, a.wanted])).toEqual([['V2', true]]);
    const none = lookUpOffline('mario', library, opened);
    expect(none.kind === 'title' && none.answers).toEqual([]);
  });

  it('counts the changes still waiting in the outbox', () => {
    const result = lookUpOffline('zelda', library, opened, [
      { kind: 'add', versionId: 'V3' },
      { kind: 'want', versionId: 'V3' },
      { kind: 'remove', versionId: 'V1', itemId: 'C1' },
      { kind: 'unwant', versionId: 'V2' },
    ]);
    expect(result.kind === 'title' && result.answers.map((a) => [a.waitingCopies, a.wanted])).toEqual([[1, true]]);
    const red = lookUpOffline('0045496420901', library, opened, [{ kind: 'remove', versionId: 'V1', itemId: 'C1' }]);
    expect(red.kind === 'barcode' && red.answers[0]!.copies.map((c) => c.id)).toEqual(['C2']);
    const blue = lookUpOffline('blue', library, opened, [{ kind: 'unwant', versionId: 'V2' }]);
    expect(blue.kind === 'title' && blue.answers[0]!.wanted).toBe(false);
  });

  it('answers from the opened games alone when no collection is kept yet', () => {
    const result = lookUpOffline('legend', undefined, opened);
    expect(result.kind === 'title' && result.answers.map((a) => a.version.id)).toEqual(['V3']);
  });
});

describe('knownVersions', () => {
  it('takes the library’s word on a version the member also opened, and keeps the opened-only ones', () => {
    // The same version, renamed since the game page was opened: the library was read later.
    const stale = { ...red, title: 'Pocket Monsters Red' };
    const openedRed: OpenedGame = { gameId: 1, title: red.gameTitle, versions: [stale], openedAt: 0 };
    const versions = knownVersions(library, [openedRed, ...opened]);
    expect([...versions.keys()].sort()).toEqual(['V1', 'V2', 'V3']);
    expect(versions.get('V1')!.title).toBe('Pokémon Red Version');
    expect(versions.get('V3')).toBe(zelda);
  });
});
