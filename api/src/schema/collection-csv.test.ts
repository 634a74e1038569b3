import { beforeAll, describe, expect, it } from 'vitest';
import { countStatements, graphql, useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import { parse } from 'csv-parse/sync';
import { COPY_LIMITS, CSV_COLUMNS } from '#shared/collection-rules';
import { readCsv } from '#shared/collection-csv';

const t = useTestApp({ seed: true });

type Account = { id: number; cookie: string };
let source: Account;

const EXPORT = `{ viewer { collectionCsv } }`;
const PREVIEW = `query P($input: CollectionImportInput!) { previewCollectionImport(input: $input) {
  __typename
  ... on CollectionImportPreview { rows { line status candidates { gameTitle console region versionTitle versionDatabaseId } problems { column code } } }
  ... on ValidationError { fieldErrors { field code message } } } }`;
const IMPORT = `mutation I($input: CollectionImportInput!) { importCollectionRows(input: $input) {
  __typename
  ... on MutationImportCollectionRowsSuccess { data { imported rows { line status } } }
  ... on ValidationError { fieldErrors { field code } } } }`;

/** The parsed file as the web sends it: header cells, then records with their line numbers. */
function inputOf(csv: string) {
  const [header, ...rows] = readCsv(csv);
  return { columns: header!.cells, rows };
}

async function exportCsv(account: Account): Promise<string> {
  const result: any = await graphql(t.app, EXPORT, {}, { cookie: account.cookie });
  return result.data.viewer.collectionCsv;
}

async function importCsv(account: Account, csv: string) {
  const result: any = await graphql(t.app, IMPORT, { input: inputOf(csv) }, { cookie: account.cookie });
  expect(result.data.importCollectionRows.__typename).toBe('MutationImportCollectionRowsSuccess');
  return result.data.importCollectionRows.data;
}

/** A collection as comparable values: what a person would call "the same collection". */
async function copiesOf(userId: number) {
  const items = await t.db.prisma.collectionItem.findMany({ where: { userId } });
  return items
    .map(
      ({
        versionId,
        condition,
        hasBox,
        hasManual,
        hasMedium,
        otherInserts,
        pricePaidCents,
        currency,
        acquiredOn,
        notes,
      }) => ({
        versionId,
        condition,
        hasBox,
        hasManual,
        hasMedium,
        otherInserts,
        pricePaidCents,
        currency,
        acquiredOn,
        notes,
      }),
    )
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

beforeAll(async () => {
  source = await createTestUser(t.db, 'exporter');
  const versions = await t.db.prisma.version.findMany({
    where: { game: { title: 'Pokémon Red Version' } },
    select: { id: true },
  });
  await t.db.prisma.collectionItem.createMany({
    data: [
      {
        userId: source.id,
        versionId: versions[0]!.id,
        condition: 'MINT',
        hasBox: true,
        hasManual: true,
        pricePaidCents: 1999,
        currency: 'EUR',
        acquiredOn: new Date('2022-02-02'),
        notes: 'Bought at "Retro, Games & More"\nsecond line',
      },
      { userId: source.id, versionId: versions[0]!.id, otherInserts: 'poster, map', notes: 'ポケモン 赤 — 😀' },
      { userId: source.id, versionId: versions[1]!.id, condition: 'POOR', hasMedium: false, notes: 'label, worn' },
    ],
  });
});

describe('CSV export', () => {
  it('writes the header and one quoted-as-needed row per copy, only for the owner', async () => {
    const csv = await exportCsv(source);
    const records = readCsv(csv);
    expect(records[0]!.cells).toEqual([...CSV_COLUMNS]);
    expect(records).toHaveLength(4);
    expect(csv).toContain('"Bought at ""Retro, Games & More""\nsecond line"');
    const notes = records.slice(1).map((r) => r.cells[CSV_COLUMNS.indexOf('notes')]);
    expect(notes).toEqual(['Bought at "Retro, Games & More"\nsecond line', 'ポケモン 赤 — 😀', 'label, worn']);
    const visitor: any = await graphql(t.app, EXPORT);
    expect(visitor.data.viewer).toBeNull();
  });
  it('escapes cells that a spreadsheet would run as a formula, and the import reads them back unchanged', async () => {
    const owner = await createTestUser(t.db, 'formulas');
    const version = await t.db.prisma.version.findFirstOrThrow({ where: { game: { title: 'Pokémon Red Version' } } });
    const texts = ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)'];
    await t.db.prisma.collectionItem.createMany({
      data: texts.map((notes) => ({ userId: owner.id, versionId: version.id, notes, otherInserts: notes })),
    });
    const csv = await exportCsv(owner);
    const cells = parse(csv, { relax_column_count: true }).slice(1) as string[][];
    for (const row of cells) {
      for (const cell of row) expect(cell).not.toMatch(/^[=+\-@]/);
    }
    expect(cells.map((row) => row[CSV_COLUMNS.indexOf('notes')])).toEqual(texts.map((text) => `'${text}`));
    const target = await createTestUser(t.db, 'formulas-back');
    expect((await importCsv(target, csv)).imported).toBe(4);
    const notes = await t.db.prisma.collectionItem.findMany({
      where: { userId: target.id },
      select: { notes: true, otherInserts: true },
    });
    expect(notes.map((n) => n.notes).sort()).toEqual([...texts].sort());
    expect(notes.map((n) => n.otherInserts).sort()).toEqual([...texts].sort());
  });
});

describe('CSV export of text from other members', () => {
  it("keeps another member's multi-line game title in one cell of the victim's file, every line escaped", async () => {
    const game = await t.db.prisma.game.findFirstOrThrow({
      where: { title: { notIn: ['Pokémon Red Version', 'Dragon Quest'] } },
      select: { id: true, versions: { select: { id: true }, take: 1 } },
    });
    const title = 'Ok\n=HYPERLINK("http://evil.example","x")';
    await t.db.prisma.game.update({ where: { id: game.id }, data: { title } });
    const victim = await createTestUser(t.db, 'csv_victim');
    await t.db.prisma.collectionItem.create({
      data: { userId: victim.id, versionId: game.versions[0]!.id, notes: 'mine' },
    });
    const csv = await exportCsv(victim);
    // Read as a spreadsheet does: a line break outside quotes, of any kind, starts a new row.
    const rows = parse(csv, { record_delimiter: ['\r\n', '\n', '\r'], relax_column_count: true }) as string[][];
    expect(rows).toHaveLength(2);
    expect(rows[1]![CSV_COLUMNS.indexOf('game_title')]).toBe('Ok\n\'=HYPERLINK("http://evil.example","x")');
    expect(rows[1]![CSV_COLUMNS.indexOf('notes')]).toBe('mine');
  });
});

describe('CSV import', () => {
  it('round trip: importing an export into an empty account gives the same collection', async () => {
    const target = await createTestUser(t.db, 'importer');
    const csv = await exportCsv(source);
    const preview: any = await graphql(t.app, PREVIEW, { input: inputOf(csv) }, { cookie: target.cookie });
    expect(preview.data.previewCollectionImport.rows.map((r: any) => [r.line, r.status])).toEqual([
      [2, 'MATCHED'],
      [3, 'MATCHED'],
      [4, 'MATCHED'],
    ]);
    expect(await copiesOf(target.id)).toEqual([]);
    const result = await importCsv(target, csv);
    expect(result.imported).toBe(3);
    expect(await copiesOf(target.id)).toEqual(await copiesOf(source.id));
  });

  it('carries the want list and the for-trade mark through an export and an import, once', async () => {
    const wanter = await createTestUser(t.db, 'csv_wanter');
    const target = await createTestUser(t.db, 'csv_want_target');
    const [first, second] = await t.db.prisma.version.findMany({
      select: { id: true },
      orderBy: { id: 'asc' },
      take: 2,
    });
    await t.db.prisma.collectionItem.create({ data: { userId: wanter.id, versionId: first!.id, forTrade: true } });
    await t.db.prisma.wantedVersion.create({
      data: { userId: wanter.id, versionId: second!.id, maxPriceCents: 4250, currency: 'JPY' },
    });
    const csv = await exportCsv(wanter);
    expect((await importCsv(target, csv)).imported).toBe(2);
    const lists = async (userId: number) => ({
      copies: await t.db.prisma.collectionItem.findMany({
        where: { userId },
        select: { versionId: true, forTrade: true },
      }),
      wants: await t.db.prisma.wantedVersion.findMany({
        where: { userId },
        select: { versionId: true, maxPriceCents: true, currency: true },
      }),
    });
    expect(await lists(target.id)).toEqual(await lists(wanter.id));
    const again = await importCsv(target, csv);
    expect(again.imported).toBe(0);
    expect(again.rows.map((r: any) => r.status)).toEqual(['ALREADY_IMPORTED', 'ALREADY_IMPORTED']);
  });

  it('adds nothing when the same file is imported again, into the importing account or the exporting one', async () => {
    const target = await createTestUser(t.db, 'twice');
    const csv = await exportCsv(source);
    await importCsv(target, csv);
    const again = await importCsv(target, csv);
    expect(again.imported).toBe(0);
    expect(again.rows.map((r: any) => r.status)).toEqual(['ALREADY_IMPORTED', 'ALREADY_IMPORTED', 'ALREADY_IMPORTED']);
    expect((await importCsv(source, csv)).imported).toBe(0);
    const reexport = await exportCsv(target);
    expect((await importCsv(target, reexport)).imported).toBe(0);
    expect(await copiesOf(target.id)).toHaveLength(3);
  });

  it('matches by title, console and region without a version id, and says what is ambiguous, unknown or invalid', async () => {
    const viewer = await createTestUser(t.db, 'handwritten');
    const dq = await t.db.prisma.version.findFirstOrThrow({ where: { game: { title: 'Dragon Quest' } } });
    await t.db.prisma.version.create({
      data: {
        gameId: dq.gameId,
        title: 'Dragon Quest (Rev A)',
        region: 'NTSC_J',
        revision: 'A',
        releaseDate: new Date('1986-08-01'),
        mediumImageId: dq.mediumImageId,
      },
    });
    const csv = [
      'Game_Title,console,region,condition,has_box,acquired_on',
      'pokémon red version,GAME BOY,ntsc-u,very good,yes,2020-01-01',
      'Dragon Quest,Nintendo Entertainment System,NTSC-J,,,',
      'No Such Game,Game Boy,PAL,,,',
      'Pokémon Red Version,Game Boy,PAL,,maybe,',
      'Pokémon Red Version,Game Boy,PAL,,,2020-02-30',
      'Pokémon Red Version,Game Boy,,,,',
    ].join('\n');
    const preview: any = await graphql(t.app, PREVIEW, { input: inputOf(csv) }, { cookie: viewer.cookie });
    const rows = preview.data.previewCollectionImport.rows;
    expect(rows.map((r: any) => [r.line, r.status])).toEqual([
      [2, 'MATCHED'],
      [3, 'AMBIGUOUS'],
      [4, 'UNKNOWN'],
      [5, 'INVALID'],
      [6, 'INVALID'],
      [7, 'INVALID'],
    ]);
    expect(rows[0].candidates).toEqual([
      expect.objectContaining({ gameTitle: 'Pokémon Red Version', console: 'Game Boy', region: 'NTSC_U' }),
    ]);
    expect(rows[1].candidates.map((c: any) => c.versionTitle)).toEqual(['ﾄﾞﾗｺﾞﾝｸｴｽﾄ', 'Dragon Quest (Rev A)']);
    expect(rows[3].problems).toEqual([{ column: 'has_box', code: 'yesOrNo' }]);
    expect(rows[4].problems).toEqual([{ column: 'acquired_on', code: 'isoDate' }]);
    expect(rows[5].problems).toEqual([{ column: 'version_id', code: 'versionNotNamed' }]);
    const result = await importCsv(viewer, csv);
    expect(result.imported).toBe(1);
    expect(
      await t.db.prisma.collectionItem.findMany({
        where: { userId: viewer.id },
        select: { condition: true, hasBox: true },
      }),
    ).toEqual([{ condition: 'VERY_GOOD', hasBox: true }]);
  });

  it('refuses a file that cannot name versions and a chunk that is too large', async () => {
    const viewer = await createTestUser(t.db, 'refused');
    const noColumns: any = await graphql(
      t.app,
      IMPORT,
      { input: { columns: ['notes'], rows: [{ line: 2, cells: ['x'] }] } },
      { cookie: viewer.cookie },
    );
    expect(noColumns.data.importCollectionRows.fieldErrors).toEqual([{ field: 'columns', code: 'missingColumns' }]);
    const rows = Array.from({ length: COPY_LIMITS.importChunkRows + 1 }, (_, i) => ({ line: i + 2, cells: ['1'] }));
    const tooMany: any = await graphql(
      t.app,
      IMPORT,
      { input: { columns: ['version_id'], rows } },
      { cookie: viewer.cookie },
    );
    expect(tooMany.data.importCollectionRows.fieldErrors).toEqual([{ field: 'rows', code: 'tooManyRows' }]);
    const visitor = await graphql(t.app, IMPORT, { input: { columns: ['version_id'], rows: [] } });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('imports a 10,000-row file in chunks, each in the same few statements, and a second pass adds nothing', async () => {
    const viewer = await createTestUser(t.db, 'bulk');
    const versions = await t.db.prisma.version.findMany({ select: { id: true }, orderBy: { id: 'asc' } });
    const lines = ['version_id,condition,notes'];
    for (let i = 0; i < 10_000; i++) lines.push(`${versions[i % versions.length]!.id},GOOD,"copy ${i}, boxed"`);
    const { columns, rows } = inputOf(lines.join('\r\n'));
    const counts: number[] = [];
    for (let start = 0; start < rows.length; start += COPY_LIMITS.importChunkRows) {
      const chunk = rows.slice(start, start + COPY_LIMITS.importChunkRows);
      let result: any;
      counts.push(
        await countStatements(t.db, async () => {
          result = await graphql(t.app, IMPORT, { input: { columns, rows: chunk } }, { cookie: viewer.cookie });
        }),
      );
      expect(result.data.importCollectionRows.data.imported).toBe(chunk.length);
    }
    expect(counts).toHaveLength(20);
    expect(new Set(counts).size).toBe(1);
    expect(counts[0]).toBeLessThanOrEqual(6);
    expect(await t.db.prisma.collectionItem.count({ where: { userId: viewer.id } })).toBe(10_000);
    const again: any = await graphql(
      t.app,
      IMPORT,
      { input: { columns, rows: rows.slice(0, COPY_LIMITS.importChunkRows) } },
      { cookie: viewer.cookie },
    );
    expect(again.data.importCollectionRows.data.imported).toBe(0);
  }, 180_000);
});
