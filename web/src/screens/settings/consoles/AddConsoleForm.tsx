import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import { consoleInput } from '#shared/catalogue-input';
import { FormAlertMessage } from '../../../forms/FormAlertMessage.tsx';
import { SuccessStatus } from '../../../forms/SuccessStatus.tsx';
import { useFormSubmit } from '../../../forms/useFormSubmit.ts';
import { BLANK_CONSOLE, ConsoleFields } from './ConsoleFields.tsx';
import { useCreateConsole } from './useCreateConsole.ts';

/** Adds a console to the table's list (moderators and admins); blank again after each one. */
export function AddConsoleForm({ connectionId }: { connectionId: string }) {
  const { createConsole, isInFlight } = useCreateConsole(connectionId);
  const { values, update, problems, alert, done, onSubmit } = useFormSubmit({
    initial: BLANK_CONSOLE,
    schema: consoleInput,
    send: createConsole,
    clearOnDone: true,
  });
  const headingId = useId();
  const added = done?.data.name;
  return (
    <form className="console-add" noValidate aria-labelledby={headingId} onSubmit={onSubmit}>
      <h3 id={headingId}>
        <Trans>Add a console</Trans>
      </h3>
      <ConsoleFields form="console-add" values={values} update={update} problems={problems} />
      <SuccessStatus>
        {done && (
          <p>
            <Trans>{added} was added to the list.</Trans>
          </p>
        )}
      </SuccessStatus>
      <FormAlertMessage alert={alert} refused={<Trans>Failed to add the console. Please try again.</Trans>} />
      <div className="console-actions">
        <button type="submit" className="button primary" aria-disabled={isInFlight}>
          {isInFlight ? <Trans>Adding…</Trans> : <Trans>Add console</Trans>}
        </button>
      </div>
    </form>
  );
}
