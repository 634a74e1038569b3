// Developer tooling only: drives Prisma's wasm schema engine against PGlite, because the
// native engine cannot be downloaded on these machines (docs/architecture.md, "Data": migrations).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import * as bindings from '@prisma/schema-engine-wasm/schema_engine_bg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import type { PGlite } from '@electric-sql/pglite';
import { openPGlite } from '../api/src/db/pglite.ts';
import { migrationsDir } from '../api/src/db/migrate.ts';

export const schemaPath = path.resolve(import.meta.dirname, '../prisma/schema.prisma');

// The stock factory opens its shadow database without our extensions (pg_trgm).
class PGliteWithExtensions extends PrismaPGlite {
  override async connectToShadowDb() {
    const shadow = await openPGlite();
    return new PrismaPGlite(shadow).connect();
  }
}

// The package's entry imports the .wasm file as an ES module, which Node cannot do; wire the
// wasm-bindgen glue by hand instead.
let ready: Promise<typeof bindings.SchemaEngine> | undefined;
function loadEngine() {
  ready ??= (async () => {
    const wasmPath = path.join(
      path.dirname(createRequire(import.meta.url).resolve('@prisma/schema-engine-wasm/schema_engine_bg')),
      'schema_engine_bg.wasm',
    );
    const { instance } = await WebAssembly.instantiate(await readFile(wasmPath), {
      './schema_engine_bg.js': bindings as unknown as WebAssembly.ModuleImports,
    });
    bindings.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return bindings.SchemaEngine;
  })();
  return ready;
}

export async function openSchemaEngine(db: PGlite) {
  const SchemaEngine = await loadEngine();
  const datamodel = await readFile(schemaPath, 'utf8');
  const adapter = bindMigrationAwareSqlAdapterFactory(new PGliteWithExtensions(db));
  const engine = await SchemaEngine.new({ datamodels: [[schemaPath, datamodel]] }, () => {}, adapter);
  return { engine, datamodel };
}

export const noFilters = { externalTables: [], externalEnums: [] };

/** SQL that takes the database behind `db` to what schema.prisma describes ('' when none). */
export async function diffDatabaseToSchema(db: PGlite): Promise<string> {
  const { engine, datamodel } = await openSchemaEngine(db);
  try {
    const result = await engine.diff({
      // "schemaDatasource" is the live database behind the adapter.
      from: {
        tag: 'schemaDatasource',
        files: [{ path: schemaPath, content: datamodel }],
        configDir: path.dirname(schemaPath),
      },
      to: { tag: 'schemaDatamodel', files: [{ path: schemaPath, content: datamodel }] },
      script: true,
      exitCode: null,
      filters: noFilters,
    });
    const sql = (result.stdout ?? '').trim();
    // The engine says "-- This is an empty migration." when nothing differs.
    return sql.split('\n').every((line) => line.trim() === '' || line.startsWith('--')) ? '' : sql;
  } finally {
    engine.free();
  }
}

export { migrationsDir };
