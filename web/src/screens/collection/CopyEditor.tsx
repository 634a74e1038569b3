import { useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { queueOffline } from '../../offline/queue-offline.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { COMMON_CURRENCIES, COPY_CONDITIONS, COPY_LIMITS } from '#shared/collection-rules';
import { copyInput } from '#shared/collection-input';
import type { CopyEditor_item$key } from '../../__generated__/CopyEditor_item.graphql.ts';
import { TextField, focusFirstProblem } from '../../forms/TextField.tsx';
import { useProblemText } from '../../forms/problem-text.ts';
import { firstProblems, validate, type FieldProblems } from '../../forms/validate.ts';
import { useCopyLabels } from '../../collection/condition-label.ts';
import { centsToPrice, priceToCents } from '../../collection/price.ts';
import { useUpdateCollectionItem } from './useUpdateCollectionItem.ts';
import { fromCalendarDate } from '#shared/calendar-date';

const FIELDS = ['condition', 'otherInserts', 'pricePaidCents', 'currency', 'acquiredOn', 'notes'] as const;

/** Inline editor of one copy: every field of the copy, saved together. */
export function CopyEditor({ item, title, onDone }: { item: CopyEditor_item$key; title: string; onDone(): void }) {
  const data = useFragment(
    graphql`
      fragment CopyEditor_item on CollectionItem {
        id
        condition
        hasBox
        hasManual
        hasMedium
        otherInserts
        pricePaidCents
        currency
        acquiredOn
        notes
      }
    `,
    item,
  );
  const { t } = useLingui();
  const labels = useCopyLabels();
  const problemText = useProblemText();
  const update = useUpdateCollectionItem();
  const environment = useRelayEnvironment();
  const formId = `edit-${data.id}`;
  const [values, setValues] = useState({
    condition: data.condition ?? '',
    hasBox: data.hasBox,
    hasManual: data.hasManual,
    hasMedium: data.hasMedium,
    otherInserts: data.otherInserts ?? '',
    price: centsToPrice(data.pricePaidCents),
    currency: data.currency ?? '',
    acquiredOn: data.acquiredOn ?? '',
    notes: data.notes ?? '',
  });
  const [problems, setProblems] = useState<FieldProblems>({});
  const [failed, setFailed] = useState(false);
  const sending = useRef(false);
  const set =
    <K extends keyof typeof values>(field: K) =>
    (value: (typeof values)[K]) =>
      setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const form = event.currentTarget;
    const cents = priceToCents(values.price);
    const copy = {
      condition: values.condition || null,
      hasBox: values.hasBox,
      hasManual: values.hasManual,
      hasMedium: values.hasMedium,
      otherInserts: values.otherInserts,
      pricePaidCents: Number.isNaN(cents) ? null : cents,
      currency: values.currency,
      acquiredOn: values.acquiredOn ? fromCalendarDate(values.acquiredOn) : null,
      notes: values.notes,
    };
    const found = validate(copyInput, copy);
    if (Number.isNaN(cents))
      found.pricePaidCents = { field: 'pricePaidCents', code: 'invalidFormat', message: 'Write the price like 19.99' };
    setProblems(found);
    focusFirstProblem(form, FIELDS, found);
    if (Object.values(found).some(Boolean)) return;
    const fields = { ...copy, acquiredOn: values.acquiredOn || null, condition: copy.condition as never };
    // Offline, the edit waits in the outbox; the copy shows it at once.
    const queued = queueOffline(environment, { kind: 'edit', versionId: '', itemId: data.id, fields, title });
    if (queued) {
      const kept = await queued;
      setFailed(!kept);
      if (kept) onDone();
      return;
    }
    sending.current = true;
    const outcome = await update({ ...fields, id: data.id });
    sending.current = false;
    setFailed(outcome.kind === 'failed' || outcome.kind === 'rateLimited');
    if (outcome.kind === 'invalid') {
      const byField = firstProblems(outcome.problems);
      setProblems(byField);
      focusFirstProblem(form, FIELDS, byField);
    }
    if (outcome.kind === 'done') onDone();
  };

  const error = (field: string) =>
    problems[field] && (
      <p id={`${formId}-${field}-error`} className="field-error" role="alert">
        {problemText(problems[field])}
      </p>
    );

  return (
    <form
      className="copy-editor"
      aria-label={t`Edit your copy of ${title}`}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <div className="field">
        <label htmlFor={`${formId}-condition`}>
          <Trans>Condition</Trans>
        </label>
        <select
          id={`${formId}-condition`}
          name="condition"
          value={values.condition}
          onChange={(event) => set('condition')(event.target.value)}
        >
          <option value="">
            <Trans>Not given</Trans>
          </option>
          {COPY_CONDITIONS.map((condition) => (
            <option key={condition} value={condition}>
              {labels.condition(condition)}
            </option>
          ))}
        </select>
        {error('condition')}
      </div>
      <fieldset className="copy-parts">
        <legend>
          <Trans>What is there</Trans>
        </legend>
        <label>
          <input type="checkbox" checked={values.hasBox} onChange={(event) => set('hasBox')(event.target.checked)} />{' '}
          <Trans>Box</Trans>
        </label>
        <label>
          <input
            type="checkbox"
            checked={values.hasManual}
            onChange={(event) => set('hasManual')(event.target.checked)}
          />{' '}
          <Trans>Manual</Trans>
        </label>
        <label>
          <input
            type="checkbox"
            checked={values.hasMedium}
            onChange={(event) => set('hasMedium')(event.target.checked)}
          />{' '}
          <Trans>Disc or cartridge</Trans>
        </label>
      </fieldset>
      <TextField
        form={formId}
        name="otherInserts"
        label={<Trans>Other inserts</Trans>}
        value={values.otherInserts}
        onChange={set('otherInserts')}
        problem={problems.otherInserts}
        maxLength={COPY_LIMITS.otherInsertsMax}
      />
      <div className="copy-price">
        <TextField
          form={formId}
          name="pricePaidCents"
          label={<Trans>Price paid</Trans>}
          value={values.price}
          inputMode="decimal"
          onChange={set('price')}
          problem={problems.pricePaidCents}
          hint={<Trans>For example 19.99</Trans>}
        />
        <TextField
          form={formId}
          name="currency"
          label={<Trans>Currency</Trans>}
          value={values.currency}
          list={`${formId}-currencies`}
          onChange={(value) => set('currency')(value.toUpperCase())}
          problem={problems.currency}
          maxLength={3}
          autoComplete="off"
        />
        <datalist id={`${formId}-currencies`}>
          {COMMON_CURRENCIES.map((code) => (
            <option key={code} value={code} />
          ))}
        </datalist>
      </div>
      <TextField
        form={formId}
        name="acquiredOn"
        type="date"
        label={<Trans>Acquired on</Trans>}
        value={values.acquiredOn}
        onChange={set('acquiredOn')}
        problem={problems.acquiredOn}
      />
      <div className="field">
        <label htmlFor={`${formId}-notes`}>
          <Trans>Notes</Trans>
        </label>
        <textarea
          id={`${formId}-notes`}
          name="notes"
          rows={3}
          maxLength={COPY_LIMITS.notesMax}
          value={values.notes}
          aria-invalid={problems.notes ? true : undefined}
          onChange={(event) => set('notes')(event.target.value)}
        />
        {error('notes')}
      </div>
      {failed && (
        <p className="field-error" role="alert">
          <Trans>An unexpected error occurred. Please try again.</Trans>
        </p>
      )}
      {problems.id && (
        <p className="field-error" role="alert">
          {problemText(problems.id)}
        </p>
      )}
      <div className="copy-actions">
        <button type="submit" className="button primary">
          <Trans>Save copy</Trans>
        </button>
        <button type="button" className="button" onClick={onDone}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
