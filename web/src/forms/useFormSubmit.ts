import { useRef, useState, type FormEvent } from 'react';
import type * as z from 'zod/mini';
import type { FieldProblem } from '#shared/rules';
import type { FieldProblems } from './validate.ts';
import { focusFirstProblem } from './TextField.tsx';
import type { MutationOutcome } from './mutation-outcome.ts';

/** What a form says apart from its fields after a submit that did not go through. */
export type FormAlert =
  /** Problems no field of the form shows; `refused` when the server found them, not the browser. */
  | { kind: 'problems'; problems: readonly FieldProblem[]; refused: boolean }
  | { kind: 'rateLimited'; seconds: number }
  | { kind: 'failed' };

type Values<F extends string> = Record<F, string>;

/** The values are sent as they are, or turned into the input first (adding a token, say). */
type Sending<F extends string, I, T> =
  | { input?: undefined; send(values: NoInfer<Values<F>>): Promise<MutationOutcome<T>> }
  | { input(values: NoInfer<Values<F>>): I; send(input: I): Promise<MutationOutcome<T>> };

type FormSubmitOptions<F extends string, I, T> = Sending<F, I, T> & {
  /** Blank values, in the order the fields appear: the first bad one gets focus. */
  initial: Values<F>;
  /**
   * The server's own input schema, so obvious mistakes never leave the browser. A form on a page
   * that only shows things (a game, a request) passes a loader of its `#shared/*-input` module:
   * zod then comes when the form is first used, not with the page (issue 30).
   */
  schema: z.core.$ZodType | (() => Promise<z.core.$ZodType>);
  /** Codes that describe the whole form even though the API names one of its fields. */
  formLevelCodes?: readonly string[];
  /** Blanks the fields after a success, passwords included: for a form that stays on screen. */
  clearOnDone?: boolean;
  onDone?(data: T): void;
  /** A refusal the screen answers itself (a dead link, say): true when it did, so the form shows nothing. */
  onRefused?(problems: readonly FieldProblem[]): boolean;
};

const NO_CODES: readonly string[] = [];

/** The checker, and zod with it: fetched when a form is first typed in or sent, not with the page. */
let checker: Promise<typeof import('./validate.ts')> | undefined;
const loadChecker = () => (checker ??= import('./validate.ts'));
/** Starts fetching the checker while the person types, once: a failed fetch is tried again at the next. */
function prefetchChecker() {
  if (!checker) void loadChecker().catch(() => (checker = undefined));
}

/** What the browser finds wrong; nothing when the checker cannot be fetched (the server checks anyway). */
async function browserProblems(schema: FormSubmitOptions<string, unknown, unknown>['schema'], input: unknown) {
  try {
    const [{ validate }, resolved] = await Promise.all([
      loadChecker(),
      typeof schema === 'function' ? schema() : schema,
    ]);
    return Object.values(validate(resolved, input)).filter((problem) => problem !== undefined);
  } catch {
    checker = undefined;
    return [];
  }
}

/**
 * The life of one form: check in the browser, send, then show the outcome. Each problem goes
 * beside its field (the first bad field gets focus); the rest (a wrong login, a rule no field
 * owns, too many attempts, a network failure) make one alert. What was typed stays on failure.
 */
export function useFormSubmit<F extends string, I, T>(options: FormSubmitOptions<F, I, T>) {
  const { initial, schema, formLevelCodes = NO_CODES, clearOnDone = false, onDone, onRefused } = options;
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const [done, setDone] = useState<{ data: T } | null>(null);
  const sending = useRef(false);
  const fields: readonly string[] = Object.keys(initial);

  /** Typing in a field retracts its problem: the person is fixing it. */
  const update = (field: F) => (value: string) => {
    prefetchChecker();
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const showProblems = (form: HTMLFormElement, list: readonly FieldProblem[], refused: boolean) => {
    const byField: FieldProblems = {};
    const elsewhere: FieldProblem[] = [];
    for (const problem of list) {
      if (fields.includes(problem.field) && !formLevelCodes.includes(problem.code)) byField[problem.field] ??= problem;
      else elsewhere.push(problem);
    }
    setProblems(byField);
    setAlert(refused || elsewhere.length > 0 ? { kind: 'problems', problems: elsewhere, refused } : null);
    focusFirstProblem(form, fields, byField);
  };

  const submit = async (form: HTMLFormElement) => {
    setDone(null);
    const input = options.input ? options.input(values) : values;
    // Held from the press on: a second press while the checker loads would send twice.
    sending.current = true;
    const found = await browserProblems(schema, input);
    showProblems(form, found, false);
    if (found.length > 0) {
      sending.current = false;
      return;
    }
    const outcome = await (options.send as (input: unknown) => Promise<MutationOutcome<T>>)(input).finally(() => {
      sending.current = false;
    });
    switch (outcome.kind) {
      case 'done':
        if (clearOnDone) setValues(initial);
        setDone({ data: outcome.data });
        onDone?.(outcome.data);
        break;
      case 'invalid':
        if (!onRefused?.(outcome.problems)) showProblems(form, outcome.problems, true);
        break;
      default:
        setProblems({});
        setAlert(outcome);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A second press while the first is on its way would send the same thing twice.
    if (!sending.current) void submit(event.currentTarget);
  };

  /** Back to blank, as when a dialog holding the form is closed. */
  const reset = () => {
    setValues(initial);
    setProblems({});
    setAlert(null);
    setDone(null);
  };

  return { values, update, problems, alert, done, onSubmit, reset };
}
