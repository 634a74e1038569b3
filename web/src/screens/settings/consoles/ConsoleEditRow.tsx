import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import { consoleInput } from '#shared/catalogue-input';
import type { ConsoleEditRow_console$key } from '../../../__generated__/ConsoleEditRow_console.graphql.ts';
import { FormAlertMessage } from '../../../forms/FormAlertMessage.tsx';
import { useFormSubmit } from '../../../forms/useFormSubmit.ts';
import { ConsoleFields } from './ConsoleFields.tsx';
import { useUpdateConsole } from './useUpdateConsole.ts';

interface ConsoleEditRowProps {
  console: ConsoleEditRow_console$key;
  onSaved(name: string): void;
  onCancel(): void;
}

/** A console's row turned into its form: Enter (in any field) saves, Escape cancels. */
export function ConsoleEditRow({ console: consoleKey, onSaved, onCancel }: ConsoleEditRowProps) {
  const data = useFragment(
    graphql`
      fragment ConsoleEditRow_console on Console {
        id
        databaseId
        name
        manufacturer
        releaseDate
      }
    `,
    consoleKey,
  );
  const { updateConsole, isInFlight } = useUpdateConsole();
  const { values, update, problems, alert, onSubmit } = useFormSubmit({
    initial: { name: data.name, manufacturer: data.manufacturer, releaseDate: data.releaseDate ?? '' },
    schema: consoleInput,
    send: (input) => updateConsole(data.id, input),
    onDone: (saved) => onSaved(saved.name),
  });
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const name = data.name;

  // The person asked to edit this console: start in its first field.
  useEffect(() => {
    (formRef.current?.elements.namedItem('name') as HTMLInputElement | null)?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onCancel();
  };

  return (
    <tr className="console-edit-row">
      {/* The whole row: name, manufacturer, release date and the edit column. */}
      <td colSpan={4}>
        <form
          ref={formRef}
          className="console-edit"
          noValidate
          aria-labelledby={titleId}
          onSubmit={onSubmit}
          onKeyDown={onKeyDown}
        >
          <p id={titleId} className="console-edit-title">
            <Trans>Edit {name}</Trans>
          </p>
          <ConsoleFields form={`console-${data.databaseId}`} values={values} update={update} problems={problems} />
          <FormAlertMessage alert={alert} refused={<Trans>Failed to save the console. Please try again.</Trans>} />
          <div className="console-actions">
            <button type="submit" className="button primary" aria-disabled={isInFlight}>
              {isInFlight ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
            </button>
            <button type="button" className="button" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </button>
            <span className="console-keys muted">
              <Trans>Enter saves, Escape cancels.</Trans>
            </span>
          </div>
        </form>
      </td>
    </tr>
  );
}
