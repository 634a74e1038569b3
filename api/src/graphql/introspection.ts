// Introspection answers are large (about 950 KB for a 2 KB question) and never change between
// deployments (issue 27, N6: one client pulled 79 MB in 10 s for 30 points each). So the whole
// schema is a static document at /graphql/schema.json (the explorer reads it there), an
// introspection through /graphql is priced by the size of that answer, and a visitor may ask one
// a minute (ADDRESS_LIMITS.introspection).
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import {
  getOperationAST,
  introspectionFromSchema,
  Kind,
  type DocumentNode,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { QUERY_COST } from '#shared/query-cost-rules';
import type { Context } from '../context.ts';
import { takeAddressAllowance } from '../auth/address-limits.ts';
import { chooseEncoding } from '../http/web-app.ts';

export const SCHEMA_DOCUMENT_PATH = '/graphql/schema.json';

const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);
export const WHOLE_SCHEMA_FIELDS = new Set(['__schema']);

/**
 * How many of `names` the operation asks for at its root (through fragments too): by default the
 * introspection fields; `__schema` alone is the one that answers the whole schema.
 */
export function introspectionFields(
  document: DocumentNode,
  operationName?: string | null,
  names: ReadonlySet<string> = INTROSPECTION_FIELDS,
): number {
  const operation = getOperationAST(document, operationName);
  if (!operation) return 0;
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition.selectionSet] as const] : [],
    ),
  );
  const seen = new Set<string>();
  const count = (selectionSet: SelectionSetNode): number =>
    selectionSet.selections.reduce((sum, selection) => {
      if (selection.kind === Kind.FIELD) return sum + (names.has(selection.name.value) ? 1 : 0);
      if (selection.kind === Kind.INLINE_FRAGMENT) return sum + count(selection.selectionSet);
      const name = selection.name.value;
      if (seen.has(name)) return sum;
      seen.add(name);
      const fragment = fragments.get(name);
      return sum + (fragment ? count(fragment) : 0);
    }, 0);
  return count(operation.selectionSet);
}

export function isIntrospection(document: DocumentNode, operationName?: string | null): boolean {
  return introspectionFields(document, operationName) > 0;
}

interface SchemaDocument {
  cost: number;
  etag: string;
  bodies: Record<'identity' | 'br' | 'gzip', Buffer>;
}
const documents = new WeakMap<GraphQLSchema, SchemaDocument>();

/** The full introspection answer, made once per schema, with what asking for it costs. */
export function schemaDocument(schema: GraphQLSchema): SchemaDocument {
  let document = documents.get(schema);
  if (!document) {
    const identity = Buffer.from(JSON.stringify({ data: introspectionFromSchema(schema) }));
    document = {
      cost: Math.ceil(identity.length / QUERY_COST.introspectionBytesPerPoint),
      etag: `"${createHash('sha256').update(identity).digest('base64url')}"`,
      bodies: { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) },
    };
    documents.set(schema, document);
  }
  return document;
}

/** GET /graphql/schema.json: the introspection answer as a static, revalidated document. */
export function serveSchemaDocument(schema: GraphQLSchema, req: IncomingMessage, res: ServerResponse): void {
  const document = schemaDocument(schema);
  const headers = { etag: document.etag, 'cache-control': 'public, no-cache', vary: 'Accept-Encoding' };
  if (req.headers['if-none-match'] === document.etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const encoding = chooseEncoding(req.headers['accept-encoding'], ['br', 'gzip']);
  const body = document.bodies[encoding ?? 'identity'];
  res.writeHead(200, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A visitor's introspection spends the address's allowance; members are held by the cost limit. */
export function useIntrospectionLimit(): Plugin<Context> {
  const check = async (document: DocumentNode, operationName: string | null | undefined, context: Context) => {
    if (!context.viewer && isIntrospection(document, operationName))
      await takeAddressAllowance(context, 'introspection');
  };
  return {
    async onExecute({ args }) {
      await check(args.document, args.operationName, args.contextValue);
    },
    async onSubscribe({ args }) {
      await check(args.document, args.operationName, args.contextValue);
    },
  };
}
