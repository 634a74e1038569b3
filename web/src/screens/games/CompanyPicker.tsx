import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Plural, Trans } from '@lingui/react/macro';
import type { CompanyDraft } from './game-search-draft.ts';
import { useCompanySuggestions, type CompanySuggestion } from './useCompanySuggestions.ts';

interface CompanyPickerProps {
  id: string;
  /** The form field holding the picked company's id (`developer`, `publisher`). */
  name: string;
  label: ReactNode;
  /** The accessible name of the button that removes the filter. */
  removeLabel: string;
  value: CompanyDraft;
  /** Typing: the text changes and no company is picked any more. */
  onType(value: CompanyDraft): void;
  /** A company was picked from the suggestions, or the filter removed: apply it. */
  onPick(value: CompanyDraft): void;
  problem?: ReactNode;
}

/**
 * A company filter as an ARIA 1.2 combobox with a list of suggestions: type part of a name, move
 * through the suggestions with the arrow keys, pick with Enter (or a click), close with Escape.
 */
export function CompanyPicker({ id, name, label, removeLabel, value, onType, onPick, problem }: CompanyPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { companies, loading, failed } = useCompanySuggestions(value.text, open);
  const typed = value.text.trim() !== '';
  const listShown = open && typed && companies.length > 0;
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-suggestion-${index}`;
  const problemId = `${id}-problem`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (company: CompanySuggestion) => {
    close();
    onPick({ id: company.id, text: company.name });
  };
  const remove = () => {
    onPick({ id: null, text: '' });
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = companies.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
      } else if (count > 0) {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => (current < 0 && step < 0 ? count - 1 : (current + step + count) % count));
      }
    } else if (event.key === 'Enter' && listShown && active >= 0 && companies[active]) {
      // Picks the suggestion instead of submitting the form.
      event.preventDefault();
      pick(companies[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className="field company-picker needs-script">
      <label id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      <div className="company-picker-box">
        <input
          ref={input}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={listId}
          aria-activedescendant={listShown && active >= 0 ? optionId(active) : undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          value={value.text}
          onChange={(event) => {
            onType({ id: null, text: event.target.value });
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <input type="hidden" name={name} value={value.id ?? ''} />
        {value.id && (
          <button
            type="button"
            className="company-picker-remove"
            aria-label={removeLabel}
            title={removeLabel}
            onClick={remove}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
        <ul
          id={listId}
          role="listbox"
          aria-labelledby={`${id}-label`}
          className="company-picker-list"
          hidden={!listShown}
        >
          {companies.map((company, index) => (
            <li
              key={company.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keeps the focus in the box, so the click does not close the list before it lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(company)}
            >
              {company.name}
            </li>
          ))}
        </ul>
        {open && typed && !listShown && (
          <p className="company-picker-list company-picker-message">
            {loading ? (
              <Trans>Looking for companies…</Trans>
            ) : failed ? (
              <Trans>Suggestions could not be loaded</Trans>
            ) : (
              <Trans>No company matches</Trans>
            )}
          </p>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {open &&
          typed &&
          !loading &&
          (failed ? (
            <Trans>Suggestions could not be loaded</Trans>
          ) : (
            <Plural value={companies.length} _0="No company matches" one="# suggestion" other="# suggestions" />
          ))}
      </p>
      {problem && (
        <p id={problemId} className="field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
