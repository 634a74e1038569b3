import { Trans } from '@lingui/react/macro';
import { CATALOGUE_LIMITS } from '#shared/catalogue-rules';
import { TextField } from '../../../forms/TextField.tsx';
import type { FieldProblems } from '../../../forms/validate.ts';

/** What both console forms hold, in the order the fields appear. */
export const BLANK_CONSOLE = { name: '', manufacturer: '', releaseDate: '' };
export type ConsoleField = keyof typeof BLANK_CONSOLE;

interface ConsoleFieldsProps {
  /** Form id prefix: every row's form and the add form need their own element ids. */
  form: string;
  values: Record<ConsoleField, string>;
  update(field: ConsoleField): (value: string) => void;
  problems: FieldProblems;
}

/** Name, manufacturer and release date, checked by the shared `consoleInput` rules. */
export function ConsoleFields({ form, values, update, problems }: ConsoleFieldsProps) {
  return (
    <div className="console-fields">
      <TextField
        form={form}
        name="name"
        required
        maxLength={CATALOGUE_LIMITS.consoleNameMax}
        autoComplete="off"
        label={<Trans>Name</Trans>}
        value={values.name}
        onChange={update('name')}
        problem={problems.name}
      />
      <TextField
        form={form}
        name="manufacturer"
        required
        maxLength={CATALOGUE_LIMITS.manufacturerMax}
        autoComplete="off"
        label={<Trans>Manufacturer</Trans>}
        value={values.manufacturer}
        onChange={update('manufacturer')}
        problem={problems.manufacturer}
      />
      {/* A text field, not type="date": a half-typed date picker reports "" and would save no date. */}
      <TextField
        form={form}
        name="releaseDate"
        autoComplete="off"
        spellCheck={false}
        label={<Trans>Release date</Trans>}
        hint={<Trans>Written YYYY-MM-DD; leave blank when unknown.</Trans>}
        value={values.releaseDate}
        onChange={update('releaseDate')}
        problem={problems.releaseDate}
      />
    </div>
  );
}
