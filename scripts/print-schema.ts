// Prints the GraphQL schema to schema.graphql (committed; tests fail when it drifts).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { printSchema } from 'graphql';
import { schema } from '../api/src/schema/index.ts';

export const schemaFile = path.resolve(import.meta.dirname, '../schema.graphql');
export const printedSchema = () => `${printSchema(schema)}\n`;

if (process.argv[1] === import.meta.filename) {
  await writeFile(schemaFile, printedSchema());
  console.log('Wrote schema.graphql');
}
