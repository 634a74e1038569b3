// How input is checked, in the browser and on the server alike: zod's issues become the typed
// problem codes of rules.ts, and free text is cleaned before any rule looks at it. Kept apart
// from rules.ts so a page that only needs a limit or a label does not download zod (zod/mini,
// through ./zod.ts; any zod 4 schema, mini or classic, can be checked).
import { z } from './zod.ts';
import { isProblemCode, type FieldProblem, type ProblemCode } from './rules.ts';
import { UNPAIRED_SURROGATE } from './text-rules.ts';

/** Stable problem codes, derived from zod's issue kinds so every schema gets them for free. */
export function problemCode(issue: z.core.$ZodIssue): ProblemCode {
  switch (issue.code) {
    case 'too_small':
      return issue.minimum === 1 && (issue.origin === 'string' || issue.origin === 'array') ? 'required' : 'tooShort';
    case 'too_big':
      return 'tooLong';
    case 'invalid_format':
      return issue.format === 'email' ? 'invalidEmail' : 'invalidFormat';
    case 'invalid_type':
      return issue.input === undefined ? 'required' : 'invalidType';
    case 'invalid_value':
      // An enum (a select) with nothing chosen is a missing value, not a wrong one.
      return issue.input === undefined || issue.input === null || issue.input === '' ? 'required' : 'invalidValue';
    case 'custom':
      // Refinements name their own code (passwordsDontMatch, sameAsCurrent, ...) with problemParams.
      return isProblemCode(issue.params?.code) ? issue.params.code : 'invalid';
    default:
      return 'invalid';
  }
}

/** The character count a text broke; other kinds of issue (numbers, lists) have no limit to tell. */
export function problemLimit(issue: z.core.$ZodIssue): number | undefined {
  if (issue.code === 'too_big' && issue.origin === 'string') return Number(issue.maximum);
  if (issue.code === 'too_small' && issue.origin === 'string' && problemCode(issue) === 'tooShort')
    return Number(issue.minimum);
  return undefined;
}

/** Checks input against a schema; the same call runs in the browser and on the server. */
export function checkInput<S extends z.core.$ZodType>(
  schema: S,
  input: unknown,
): { ok: true; value: z.infer<S> } | { ok: false; problems: FieldProblem[] } {
  const result = z.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => {
      const limit = problemLimit(issue);
      return {
        field: issue.path.join('.') || 'input',
        code: problemCode(issue),
        message: issue.message,
        ...(limit === undefined ? {} : { limit }),
      };
    }),
  };
}

// Control characters other than tab and line breaks are invisible and PostgreSQL cannot store
// NUL at all; they are dropped from every text input before any rule looks at it.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
// Half of a UTF-16 surrogate pair is no character and has no UTF-8 form; PGlite sends it as
// broken bytes that the database refuses (a server error on login), so it is dropped too.
// (GraphQL and REST refuse both at the edge already, api/src/graphql/storable-text.ts.)
const UNPAIRED_SURROGATES = new RegExp(UNPAIRED_SURROGATE.source, 'g');

/** Free text from a person: control characters and unpaired surrogates removed, surrounding white space trimmed. */
export function userText() {
  return z.pipe(
    z.string(),
    z.transform((value: string) => value.replace(CONTROL_CHARACTERS, '').replace(UNPAIRED_SURROGATES, '').trim()),
  );
}
