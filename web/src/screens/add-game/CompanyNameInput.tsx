import { useDeferredValue, useState, type InputHTMLAttributes, type Ref } from 'react';
import { CATALOGUE_LIMITS } from '#shared/catalogue-rules';
import { CompanySuggestions } from './CompanySuggestions.tsx';
import { Optional } from './Optional.tsx';
import { useDebouncedValue } from './useDebouncedValue.ts';

const SUGGEST_AFTER_MS = 250;

interface CompanyNameInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'list' | 'id'
> {
  id: string;
  value: string;
  onChange(value: string): void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A company name: free text with the matching existing companies offered as suggestions. Names
 * already there when the form opened (edit mode) are looked up only once the person works on them.
 */
export function CompanyNameInput({ id, value, onChange, ref, ...input }: CompanyNameInputProps) {
  const [active, setActive] = useState(false);
  // While new suggestions load, the previous ones stay offered.
  const search = useDeferredValue(useDebouncedValue(value.trim(), SUGGEST_AFTER_MS));
  const listId = `${id}-suggestions`;
  return (
    <>
      <input
        {...input}
        ref={ref}
        id={id}
        value={value}
        list={listId}
        autoComplete="off"
        maxLength={CATALOGUE_LIMITS.companyNameMax}
        onFocus={() => setActive(true)}
        onChange={(event) => {
          setActive(true);
          onChange(event.target.value);
        }}
      />
      {active && search && (
        <Optional resetKey={search}>
          <CompanySuggestions id={listId} search={search} />
        </Optional>
      )}
    </>
  );
}
