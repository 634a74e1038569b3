import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { openApiDocument, OPENAPI_PATH } from '../../src/rest/openapi.ts';
import {
  API_OPERATIONS,
  OPENAPI_DOCUMENT_PATH,
  REST_RATE_LIMIT,
  type ApiParameter,
} from '../../../web/src/screens/api/operations.ts';

// The page documents the facade by hand (translated words, examples); these tests hold it to the
// OpenAPI document the server publishes, which is built from the very table the router serves.
const config = loadConfig({});
const openApi = openApiDocument(config);

interface DocumentedParameter {
  name: string;
  in: string;
  required: boolean;
  schema: { type: string; minimum?: number; maximum?: number; default?: number; maxLength?: number };
}

const operationAt = (path: string) =>
  (openApi.paths as Record<string, { get: { parameters: unknown[]; responses: Record<string, unknown> } }>)[path]!.get;
const parametersAt = (path: string) =>
  operationAt(path).parameters.filter((param): param is DocumentedParameter => !('$ref' in (param as object)));

/** What the page says about a parameter, in the document's terms. */
function asDocumented(param: ApiParameter) {
  switch (param.kind) {
    case 'id':
      return { name: param.name, in: param.in, required: true, type: 'integer', minimum: 1 };
    case 'count':
      return {
        name: param.name,
        in: param.in,
        required: false,
        type: 'integer',
        minimum: param.min,
        maximum: param.max,
        default: param.default,
      };
    case 'text':
      return { name: param.name, in: param.in, required: true, type: 'string', maxLength: param.maxLength };
    case 'barcode':
      return { name: param.name, in: param.in, required: true, type: 'string' };
  }
}

describe('the API page and the OpenAPI document', () => {
  it('documents exactly the routes the document describes, in the same order', () => {
    // The catalogue dumps and the change feed are in the document too; the page explains them in a
    // section of their own (BulkSection.tsx), not as operations to try.
    const facade = Object.keys(openApi.paths).filter(
      (path) => !path.startsWith('/api/v1/dumps') && path !== '/api/v1/changes',
    );
    expect(API_OPERATIONS.map((operation) => operation.path)).toEqual(facade);
  });

  it.each(API_OPERATIONS.map((operation) => [operation.path, operation] as const))(
    '%s has the parameters, defaults and limits of the document',
    (path, operation) => {
      const documented = parametersAt(path).map(({ name, in: where, required, schema }) => ({
        name,
        in: where,
        required,
        type: schema.type,
        ...(schema.minimum !== undefined && { minimum: schema.minimum }),
        ...(schema.maximum !== undefined && { maximum: schema.maximum }),
        ...(schema.default !== undefined && { default: schema.default }),
        ...(schema.maxLength !== undefined && { maxLength: schema.maxLength }),
      }));
      expect(operation.parameters.map(asDocumented)).toEqual(documented);
    },
  );

  it.each(API_OPERATIONS.map((operation) => [operation.path, operation] as const))(
    '%s names the top-level fields of its answer as the document does',
    (path, operation) => {
      const ok = operationAt(path).responses['200'] as {
        content: { 'application/json': { schema: { $ref: string } } };
      };
      const schemaName = ok.content['application/json'].schema.$ref.split('/').pop()!;
      const properties = Object.keys((openApi.components.schemas[schemaName] as { properties: object }).properties);
      const named = operation.answer
        .replace(/[{}]/g, '')
        .split(',')
        .map((field) => field.trim())
        .filter((field) => field !== '…');
      if (operation.answer.includes('…')) expect(properties).toEqual(expect.arrayContaining(named));
      else expect(named).toEqual(properties);
    },
  );

  it('links the document where the server serves it', () => {
    expect(OPENAPI_DOCUMENT_PATH).toBe(OPENAPI_PATH);
  });

  it('states the rate limit the server applies by default', () => {
    expect(REST_RATE_LIMIT).toEqual({
      perSecond: config.REST_RATE_LIMIT_PER_SECOND,
      burst: config.REST_RATE_LIMIT_BURST,
    });
  });
});
