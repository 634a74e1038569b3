// CSV export and import of the viewer's collection. Import is two steps, both sent in chunks of
// rows (the request body limit is 2 MB): a preview that saves nothing, then the import itself.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { COPY_LIMITS } from '#shared/collection-rules';
import { InputError, problem } from '../domain/validation.ts';
import { requireViewer, type Context } from '../context.ts';
import type { FieldProblem } from '#shared/rules';
import { canNameVersions, columnIndex } from '../collection/import-row.ts';
import {
  classifyRows,
  finalKey,
  IMPORT_ROW_STATUSES,
  type ClassifiedRow,
  type ImportCandidate,
} from '../collection/import-match.ts';
import { collectionCsv } from '../collection/csv-export.ts';
import { UserNode } from './user.ts';
import { RegionEnum } from './version.ts';

builder.prismaObjectFields(UserNode, (t) => ({
  collectionCsv: t.string({
    nullable: true,
    description: 'The whole collection as CSV (header line first); only the owner gets it.',
    authScopes: (user, _args, ctx) => ctx.viewer?.id === user.id,
    unauthorizedResolver: () => null,
    resolve: (user, _args, ctx) => collectionCsv(ctx.prisma, user.id),
  }),
}));

const ImportRowInput = builder.inputType('CollectionImportRowInput', {
  fields: (t) => ({
    line: t.int({ required: true, description: 'Where the record starts in the file, for messages.' }),
    cells: t.stringList({ required: true }),
  }),
});

const CollectionImportInput = builder.inputType('CollectionImportInput', {
  fields: (t) => ({
    columns: t.stringList({ required: true, description: "The file's header cells." }),
    rows: t.field({
      type: [ImportRowInput],
      required: true,
      description: `At most ${COPY_LIMITS.importChunkRows} per request.`,
    }),
  }),
});

const ImportRowStatusEnum = builder.enumType('ImportRowStatus', { values: IMPORT_ROW_STATUSES });

const ImportCandidateRef = builder.objectRef<ImportCandidate>('ImportCandidate').implement({
  description: 'A catalogue version an import row names.',
  fields: (t) => ({
    versionId: t.id({ resolve: (c) => encodeGlobalID('Version', String(c.versionId)) }),
    versionDatabaseId: t.int({ resolve: (c) => c.versionId }),
    gameTitle: t.exposeString('gameTitle'),
    console: t.exposeString('console'),
    region: t.field({ type: RegionEnum, resolve: (c) => c.region }),
    versionTitle: t.exposeString('versionTitle'),
    releaseDate: t.expose('releaseDate', { type: 'Date' }),
  }),
});

const ImportProblemRef = builder.objectRef<FieldProblem>('ImportProblem').implement({
  fields: (t) => ({
    column: t.exposeString('field'),
    code: t.exposeString('code'),
    message: t.exposeString('message'),
  }),
});

const ImportRowRef = builder.objectRef<ClassifiedRow>('CollectionImportRow').implement({
  fields: (t) => ({
    line: t.exposeInt('line'),
    status: t.field({ type: ImportRowStatusEnum, resolve: (row) => row.status }),
    candidates: t.field({ type: [ImportCandidateRef], resolve: (row) => row.candidates }),
    problems: t.field({ type: [ImportProblemRef], resolve: (row) => row.problems }),
  }),
});

const ImportPreviewRef = builder.objectRef<ClassifiedRow[]>('CollectionImportPreview').implement({
  fields: (t) => ({ rows: t.field({ type: [ImportRowRef], resolve: (rows) => rows }) }),
});

interface ImportOutcome {
  imported: number;
  rows: ClassifiedRow[];
}

const ImportResultRef = builder.objectRef<ImportOutcome>('CollectionImportResult').implement({
  fields: (t) => ({
    imported: t.exposeInt('imported', { description: 'Copies and want-list entries added by this chunk.' }),
    rows: t.field({
      type: [ImportRowRef],
      description: 'Each row as it was classified before saving.',
      resolve: (outcome) => outcome.rows,
    }),
  }),
});

type ImportInput = typeof CollectionImportInput.$inferInput;

/** Checks the chunk's shape, then classifies it against the catalogue and the collection. */
async function classifyChunk(ctx: Context, input: ImportInput) {
  if (input.rows.length > COPY_LIMITS.importChunkRows) {
    throw problem('rows', 'tooManyRows', `Send at most ${COPY_LIMITS.importChunkRows} rows at a time`);
  }
  if (!canNameVersions(columnIndex(input.columns))) {
    throw problem(
      'columns',
      'missingColumns',
      'The file needs a version_id column, or game_title, console and region columns',
    );
  }
  return classifyRows(ctx.db, requireViewer(ctx).id, input.columns, input.rows);
}

builder.queryFields((t) => ({
  previewCollectionImport: t.field({
    type: ImportPreviewRef,
    authScopes: { loggedIn: true },
    errors: { types: [InputError], directResult: true },
    description: 'What importing these rows would do; saves nothing.',
    args: { input: t.arg({ type: CollectionImportInput, required: true }) },
    resolve: (_root, { input }, ctx) => classifyChunk(ctx, input),
  }),
}));

builder.mutationFields((t) => ({
  importCollectionRows: t.field({
    type: ImportResultRef,
    authScopes: { loggedIn: true },
    errors: { types: [InputError] },
    description: 'Adds the rows that match exactly one version and were not imported before; the rest are left out.',
    args: { input: t.arg({ type: CollectionImportInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const rows = await classifyChunk(ctx, input);
      const userId = requireViewer(ctx).id;
      const matched = rows.filter((row) => row.status === 'MATCHED');
      const copies = matched.filter((row) => row.row!.list === 'owned');
      const wants = matched.filter((row) => row.row!.list === 'wanted');
      const data = copies.map((row) => {
        const versionId = row.candidates[0]!.versionId;
        return { ...row.row!.copy, userId, versionId, importKey: finalKey(row.row!, versionId) };
      });
      const wantData = wants.map((row) => ({
        userId,
        versionId: row.candidates[0]!.versionId,
        maxPriceCents: row.row!.want?.maxPriceCents ?? null,
        currency: row.row!.want?.currency ?? null,
      }));
      // skipDuplicates: two imports of one file at once still store each copy (and want) once.
      const [{ count }, { count: wanted }] = await Promise.all([
        data.length ? ctx.prisma.collectionItem.createMany({ data, skipDuplicates: true }) : { count: 0 },
        wantData.length ? ctx.prisma.wantedVersion.createMany({ data: wantData, skipDuplicates: true }) : { count: 0 },
      ]);
      return { imported: count + wanted, rows };
    },
  }),
}));
