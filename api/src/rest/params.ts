// The REST facade's parameters: one description per parameter, read by the router (to check a
// request) and by the OpenAPI document (to publish the same bounds).
import { rowId } from '../domain/validation.ts';
import { MAX_ROW_ID } from '#shared/rules';
import { BARCODE_PROBLEMS, barcodeProblem, normaliseBarcode } from '#shared/barcode-rules';
import { UNSTORABLE_TEXT_MESSAGES, unstorableText } from '#shared/text-rules';
import { FEED_START, parsePosition, POSITION_RULE } from '../changes/change-feed.ts';

export type RestParam =
  | { kind: 'id'; name: string; in: 'path'; description: string }
  | { kind: 'count'; name: string; in: 'query'; description: string; min: number; max: number; default: number }
  | { kind: 'text'; name: string; in: 'query'; description: string; maxLength: number }
  | { kind: 'barcode'; name: string; in: 'query'; description: string }
  | { kind: 'position'; name: string; in: 'query'; description: string };

/** A row id in the path; ids no row can have (above int4) are "not found", not "bad". */
export function idParam(name: string, description: string): RestParam {
  return { kind: 'id', name, in: 'path', description };
}

export function countParam(
  name: string,
  description: string,
  bounds: { min: number; max?: number; default: number },
): RestParam {
  return {
    kind: 'count',
    name,
    in: 'query',
    description,
    min: bounds.min,
    max: bounds.max ?? MAX_ROW_ID,
    default: bounds.default,
  };
}

export function textParam(name: string, description: string, maxLength: number): RestParam {
  return { kind: 'text', name, in: 'query', description, maxLength };
}

/** An EAN-13 or UPC-A code in the query; its value is the 13 digits it is stored as. */
export function barcodeParam(name: string, description: string): RestParam {
  return { kind: 'barcode', name, in: 'query', description };
}

/** A change feed position in the query (changes/change-feed.ts); the feed's start when absent. */
export function positionParam(name: string, description: string): RestParam {
  return { kind: 'position', name, in: 'query', description };
}

/** A parameter that passed its own check but not the route's rule (a 400 naming it). */
export class BadParamError extends Error {}

/** A checked value: ids are null when no row can have them. */
export type ParamValue = number | string | null;

export type ParamResult = { ok: true; value: ParamValue } | { ok: false; error: string };

const WHOLE_NUMBER = /^[0-9]+$/;

export function readParam(param: RestParam, raw: string | null): ParamResult {
  switch (param.kind) {
    case 'id': {
      if (raw === null || !WHOLE_NUMBER.test(raw) || Number(raw) < 1) {
        return { ok: false, error: `${param.name} must be a positive whole number` };
      }
      return { ok: true, value: rowId(raw) };
    }
    case 'count': {
      if (raw === null) return { ok: true, value: param.default };
      const value = Number(raw);
      if (!WHOLE_NUMBER.test(raw) || value < param.min || value > param.max) {
        return { ok: false, error: `${param.name} must be a whole number from ${param.min} to ${param.max}` };
      }
      return { ok: true, value };
    }
    case 'text': {
      if (raw === null || raw.trim() === '') return { ok: false, error: `${param.name} is required` };
      if (raw.length > param.maxLength)
        return { ok: false, error: `${param.name} must be at most ${param.maxLength} characters` };
      const unstorable = unstorableText(raw);
      if (unstorable) return { ok: false, error: `${param.name}: ${UNSTORABLE_TEXT_MESSAGES[unstorable]}` };
      return { ok: true, value: raw };
    }
    case 'barcode': {
      const digits = raw === null ? null : normaliseBarcode(raw);
      if (digits === null) {
        const problem = barcodeProblem(raw ?? '') ?? 'invalidBarcode';
        return { ok: false, error: `${param.name}: ${BARCODE_PROBLEMS[problem]}` };
      }
      return { ok: true, value: digits };
    }
    case 'position': {
      if (raw === null) return { ok: true, value: FEED_START };
      if (!parsePosition(raw)) return { ok: false, error: POSITION_RULE };
      return { ok: true, value: raw };
    }
  }
}
