import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ConsoleRow_console$key } from '../../../__generated__/ConsoleRow_console.graphql.ts';
import { fromCalendarDate } from '#shared/calendar-date';
import { ConsoleEditRow } from './ConsoleEditRow.tsx';

interface ConsoleRowProps {
  console: ConsoleRow_console$key;
  /** Moderators and admins get an Edit button that turns the row into its form. */
  canManage: boolean;
  onSaved(name: string): void;
}

/** One console in the table: name, manufacturer and release date in the reader's language. */
export function ConsoleRow({ console: consoleKey, canManage, onSaved }: ConsoleRowProps) {
  const data = useFragment(
    graphql`
      fragment ConsoleRow_console on Console {
        name
        manufacturer
        releaseDate
        ...ConsoleEditRow_console
      }
    `,
    consoleKey,
  );
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  // Saved or cancelled: the keyboard goes back to where it was, this row's Edit button.
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  if (editing) {
    return (
      <ConsoleEditRow
        console={data}
        onCancel={close}
        onSaved={(name) => {
          close();
          onSaved(name);
        }}
      />
    );
  }
  const name = data.name;
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>{data.manufacturer}</td>
      <td>
        {data.releaseDate ? (
          <time dateTime={data.releaseDate}>
            {i18n.date(fromCalendarDate(data.releaseDate), { dateStyle: 'medium', timeZone: 'UTC' })}
          </time>
        ) : (
          <span className="muted">
            <Trans>Unknown</Trans>
          </span>
        )}
      </td>
      {canManage && (
        <td className="console-row-actions">
          <button
            ref={editButton}
            type="button"
            className="button"
            aria-label={t`Edit ${name}`}
            onClick={() => setEditing(true)}
          >
            <Trans>Edit</Trans>
          </button>
        </td>
      )}
    </tr>
  );
}
