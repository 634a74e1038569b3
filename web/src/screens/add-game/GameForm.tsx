import { useEffect, useReducer, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import { CATALOGUE_LIMITS } from '#shared/catalogue-rules';
import { gameInput } from '#shared/catalogue-input';
import { type FieldProblem } from '#shared/rules';
import { checkInput } from '#shared/input-check';
import type { GameForm_query$key } from '../../__generated__/GameForm_query.graphql.ts';
import type { SimilarGameList_games$key } from '../../__generated__/SimilarGameList_games.graphql.ts';
import { FormAlertMessage } from '../../forms/FormAlertMessage.tsx';
import type { MutationOutcome } from '../../forms/mutation-outcome.ts';
import { TextField } from '../../forms/TextField.tsx';
import type { FormAlert } from '../../forms/useFormSubmit.ts';
import type { FieldProblems } from '../../forms/validate.ts';
import { ConsoleSelect } from './ConsoleSelect.tsx';
import { focusFirstProblem, placeProblems, shiftProblems, withoutProblems } from './game-form-problems.ts';
import { gameFormReducer } from './game-form-state.ts';
import { gameDraft, type GameFormValues, type NodeRef } from './game-form-values.ts';
import { Optional } from './Optional.tsx';
import { SimilarGamesFound, useSimilarGamesLookup } from './SimilarGamesLookup.tsx';
import { SimilarGamesNotice } from './SimilarGamesNotice.tsx';
import { VersionFields } from './VersionFields.tsx';
import './add-game.css';

/** How sending the form ended: a mutation's outcome, or similar games the person must look at first. */
export type GameFormOutcome<T = unknown> = MutationOutcome<T> | { kind: 'duplicate'; games: SimilarGameList_games$key };

/** Fields a mode adds to the form (an edit request's reason), which the form checks and focuses with its own. */
export interface ExtraFields {
  /** The `name`s of the extra inputs; problems with these fields are shown by `render`. */
  names: readonly string[];
  /** Their problems as found in the browser, checked together with the game's fields. */
  check?(): readonly FieldProblem[];
  render(problems: FieldProblems, clearProblem: (field: string) => void): ReactNode;
}

export interface GameFormProps {
  query: GameForm_query$key;
  initialValues: GameFormValues;
  /** Adding looks for similar games (the duplicate guard); editing changes a game that exists. */
  mode: 'add' | 'edit';
  extraFields?: ExtraFields;
  onSubmit(values: GameFormValues, options: { confirmedNotDuplicate: boolean }): Promise<GameFormOutcome>;
}

/** A game with its versions, checked by the server's own rules before `onSubmit`; what was typed stays on failure. */
export function GameForm({ query, initialValues, mode, extraFields, onSubmit }: GameFormProps) {
  const data = useFragment(
    graphql`
      fragment GameForm_query on Query {
        ...ConsoleSelect_query
      }
    `,
    query,
  );
  const [values, dispatch] = useReducer(gameFormReducer, initialValues);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const [duplicates, setDuplicates] = useState<SimilarGameList_games$key | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [sending, setSending] = useState(false);
  const [uploading, setUploading] = useState<ReadonlySet<string>>(new Set());
  const [waitForUploads, setWaitForUploads] = useState(false);
  const similar = useSimilarGamesLookup();
  const form = useRef<HTMLFormElement>(null);
  const duplicatesHeading = useRef<HTMLHeadingElement>(null);
  // What gets focus once the next render is on screen: the first problem, or an element by id.
  const focusNext = useRef<'problems' | { id: string } | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'problems') focusFirstProblem(form.current, problems);
    else if (target) document.getElementById(target.id)?.focus();
  }, [problems, values.versions.length]);
  useEffect(() => {
    if (duplicates) duplicatesHeading.current?.focus();
  }, [duplicates]);

  const clearProblem = (field: string) => setProblems((current) => withoutProblems(current, field));
  const lookUpSimilar = (title: string, console: NodeRef | null) => {
    if (mode !== 'add' || !similar.lookUp(title, console?.id)) return;
    // Another title or console: the earlier answer and the person's word about it no longer apply.
    setDuplicates(null);
    setConfirmed(false);
  };

  const showProblems = (list: readonly FieldProblem[], refused: boolean) => {
    const { byField, elsewhere } = placeProblems(list, values, extraFields?.names);
    setProblems(byField);
    setAlert(refused || elsewhere.length > 0 ? { kind: 'problems', problems: elsewhere, refused } : null);
    focusNext.current = 'problems';
  };

  const submit = async () => {
    setWaitForUploads(uploading.size > 0);
    if (uploading.size > 0) return;
    const checked = checkInput(gameInput, gameDraft(values));
    const found = [...(checked.ok ? [] : checked.problems), ...(extraFields?.check?.() ?? [])];
    if (found.length > 0) return showProblems(found, false);
    setSending(true);
    const outcome = await onSubmit(values, { confirmedNotDuplicate: mode === 'add' && confirmed }).finally(() =>
      setSending(false),
    );
    switch (outcome.kind) {
      case 'done':
        setProblems({});
        setAlert(null);
        break;
      case 'invalid':
        showProblems(outcome.problems, true);
        break;
      case 'duplicate':
        setProblems({});
        setAlert(null);
        setConfirmed(false);
        setDuplicates(outcome.games);
        break;
      default:
        setAlert(outcome);
    }
  };

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A second press while the first is on its way would send the same game twice.
    if (!sending) void submit();
  };

  const addVersion = () => {
    focusNext.current = { id: `game-versions.${values.versions.length}.title` };
    dispatch({ type: 'addVersion' });
  };
  const removeVersion = (index: number) => {
    const next = values.versions[index === 0 ? 1 : index - 1];
    if (next) focusNext.current = { id: `${next.key}-heading` };
    setProblems((current) => shiftProblems(current, index));
    dispatch({ type: 'removeVersion', key: values.versions[index]!.key });
  };
  const trackUpload = (field: string, busy: boolean) =>
    setUploading((current) => {
      if (current.has(field) === busy) return current;
      const next = new Set(current);
      if (busy) next.add(field);
      else next.delete(field);
      return next;
    });

  return (
    <form ref={form} className="game-form" noValidate onSubmit={onFormSubmit}>
      <p className="muted">
        <Trans>Every field is required unless it says optional.</Trans>
      </p>
      <TextField
        form="game"
        name="title"
        label={<Trans>Game title</Trans>}
        required
        maxLength={CATALOGUE_LIMITS.gameTitleMax}
        value={values.title}
        problem={problems.title}
        onChange={(title) => {
          dispatch({ type: 'title', title });
          clearProblem('title');
        }}
        onBlur={() => lookUpSimilar(values.title, values.console)}
      />
      <ConsoleSelect
        query={data}
        value={values.console}
        problem={problems.consoleId}
        onChange={(console) => {
          dispatch({ type: 'console', console });
          clearProblem('consoleId');
          lookUpSimilar(values.title, console);
        }}
      />
      {mode === 'add' &&
        (duplicates ? (
          <SimilarGamesNotice
            games={duplicates}
            refused
            confirmed={confirmed}
            onConfirmedChange={setConfirmed}
            headingRef={duplicatesHeading}
          />
        ) : (
          similar.queryRef && (
            <Optional resetKey={JSON.stringify(similar.queryRef.variables)}>
              <SimilarGamesFound queryRef={similar.queryRef}>
                {(games) => (
                  <SimilarGamesNotice
                    games={games}
                    refused={false}
                    confirmed={confirmed}
                    onConfirmedChange={setConfirmed}
                  />
                )}
              </SimilarGamesFound>
            </Optional>
          )
        ))}
      <h2>
        <Trans>Versions</Trans>
      </h2>
      {values.versions.map((version, index) => (
        <VersionFields
          key={version.key}
          index={index}
          count={values.versions.length}
          version={version}
          problems={problems}
          onChange={(change, fields) => {
            dispatch({ type: 'version', key: version.key, change });
            fields.forEach(clearProblem);
          }}
          onRemove={() => removeVersion(index)}
          onUploadingChange={trackUpload}
        />
      ))}
      {values.versions.length < CATALOGUE_LIMITS.versionsMax && (
        <p>
          <button type="button" className="button" onClick={addVersion}>
            <Trans>Add another version</Trans>
          </button>
        </p>
      )}
      {extraFields?.render(problems, clearProblem)}
      {waitForUploads && (
        <p className="notice error" role="alert">
          <Trans>Wait until the images have finished uploading, then save again.</Trans>
        </p>
      )}
      <FormAlertMessage
        alert={alert}
        refused={
          mode === 'add' ? (
            <Trans>The game was not added. Please correct the marked fields.</Trans>
          ) : (
            <Trans>The edit request was not sent. Please correct the marked fields.</Trans>
          )
        }
      />
      <p className="game-form-actions">
        <button type="submit" className="button primary" disabled={sending}>
          {sending ? (
            <Trans>Saving…</Trans>
          ) : mode === 'add' ? (
            <Trans>Add game</Trans>
          ) : (
            <Trans>Send edit request</Trans>
          )}
        </button>
      </p>
    </form>
  );
}
