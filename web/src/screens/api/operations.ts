// The public REST facade as this page documents it: one entry per route of the OpenAPI document
// at /api/v1/openapi.json (api/src/rest/openapi.ts). operations.test.ts fails when the two differ.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { LIMITS, MAX_ROW_ID } from '#shared/rules';
import { REST_PAGING } from '#shared/paging-rules';

export type ApiParameter =
  /** A row id in the path: a positive whole number; an id no row has is a 404. */
  | { kind: 'id'; name: string; in: 'path'; meaning: MessageDescriptor; example: string }
  | { kind: 'count'; name: string; in: 'query'; meaning: MessageDescriptor; min: number; max: number; default: number }
  | { kind: 'text'; name: string; in: 'query'; meaning: MessageDescriptor; maxLength: number; example: string }
  /** An EAN-13 or UPC-A code (shared/barcode-rules). */
  | { kind: 'barcode'; name: string; in: 'query'; meaning: MessageDescriptor; example: string };

export interface ApiOperation {
  /** The call's name in the product spec (section 7); its heading's id is built from it. */
  name: string;
  /** Path template, as OpenAPI writes it. */
  path: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** The top level of a successful answer, as JSON writes it. */
  answer: string;
  parameters: ApiParameter[];
}

export const REST_BASE = '/api/v1';
export const OPENAPI_DOCUMENT_PATH = `${REST_BASE}/openapi.json`;

/** The server's defaults (REST_RATE_LIMIT_PER_SECOND, REST_RATE_LIMIT_BURST), per client address. */
export const REST_RATE_LIMIT = { perSecond: 60, burst: 120 } as const;

export const API_OPERATIONS: readonly ApiOperation[] = [
  {
    name: 'getGames',
    path: `${REST_BASE}/games`,
    title: msg`A page of games`,
    description: msg`Games in order of their id, a page at a time, with the number of games (exact, or an estimate when the catalogue is large, as total_kind says) and a next link to the following page.`,
    answer: '{ games, total, total_kind, start, length, next }',
    parameters: [
      {
        kind: 'count',
        name: 'start',
        in: 'query',
        meaning: msg`How many games to skip. Without after, at most ${REST_PAGING.maxStartWithoutAfter}: deeper pages are reached through next.`,
        min: 0,
        max: MAX_ROW_ID,
        default: 0,
      },
      {
        kind: 'count',
        name: 'length',
        in: 'query',
        meaning: msg`How many games to return.`,
        min: 1,
        max: LIMITS.pageSizeMax,
        default: LIMITS.restPageDefault,
      },
      {
        kind: 'count',
        name: 'after',
        in: 'query',
        meaning: msg`The id of the last game of the previous page, as next gives it; the page starts right after it. 0 starts from the beginning.`,
        min: 0,
        max: MAX_ROW_ID,
        default: 0,
      },
    ],
  },
  {
    name: 'getRandomGames',
    path: `${REST_BASE}/games/random`,
    title: msg`Random games`,
    description: msg`Different games picked at random; every call picks again, so answers are never cached.`,
    answer: '{ games }',
    parameters: [
      {
        kind: 'count',
        name: 'amount',
        in: 'query',
        meaning: msg`How many games to pick.`,
        min: 1,
        max: LIMITS.randomGamesMax,
        default: LIMITS.randomGamesDefault,
      },
    ],
  },
  {
    name: 'getGameByName',
    path: `${REST_BASE}/games/search`,
    title: msg`Games by name`,
    description: msg`Games whose title contains the name, best matches first, exactly as the site's search finds them.`,
    answer: '{ games }',
    parameters: [
      {
        kind: 'text',
        name: 'name',
        in: 'query',
        example: 'zel',
        maxLength: LIMITS.searchQueryMax,
        meaning: msg`Part of a title, in any language. Case, accents, kana form and punctuation do not matter.`,
      },
    ],
  },
  {
    name: 'getGameById',
    path: `${REST_BASE}/games/{id}`,
    title: msg`A game by id`,
    description: msg`One game with its console, developers, publishers and every regional version, earliest release first.`,
    answer: '{ id, title, console, versions, developers, publishers }',
    parameters: [{ kind: 'id', name: 'id', in: 'path', example: '1', meaning: msg`The game's id.` }],
  },
  {
    name: 'getVersionsByBarcode',
    path: `${REST_BASE}/versions`,
    title: msg`A version by barcode`,
    description: msg`The regional version whose box carries this barcode, in a list that is empty when no version has it.`,
    answer: '{ versions }',
    parameters: [
      {
        kind: 'barcode',
        name: 'barcode',
        in: 'query',
        example: '4006381333931',
        meaning: msg`The EAN-13 or UPC-A code printed on the box.`,
      },
    ],
  },
  {
    name: 'getVersionById',
    path: `${REST_BASE}/versions/{version_id}`,
    title: msg`A version by id`,
    description: msg`One regional version of a game: region, country, revision, release date, companies and image addresses.`,
    answer: '{ version_id, game_id, title, region, country, revision, release_date, … }',
    parameters: [{ kind: 'id', name: 'version_id', in: 'path', example: '1', meaning: msg`The version's id.` }],
  },
  {
    name: 'getAllConsoles',
    path: `${REST_BASE}/consoles`,
    title: msg`All consoles`,
    description: msg`Every console, by manufacturer then name.`,
    answer: '{ consoles }',
    parameters: [],
  },
  {
    name: 'getConsoleById',
    path: `${REST_BASE}/consoles/{console_id}`,
    title: msg`A console by id`,
    description: msg`One console: its name, manufacturer and release date (null when unknown).`,
    answer: '{ console_id, name, manufacturer, release_date }',
    parameters: [{ kind: 'id', name: 'console_id', in: 'path', example: '1', meaning: msg`The console's id.` }],
  },
];

/** The id of an operation's heading, for the table of contents. */
export const operationAnchor = (operation: ApiOperation) => `api-${operation.name}`;

/** What the Try it form starts with: each count's default and an example for the rest. */
export function exampleValues(operation: ApiOperation): Record<string, string> {
  return Object.fromEntries(
    operation.parameters.map((param) => [param.name, param.kind === 'count' ? String(param.default) : param.example]),
  );
}
