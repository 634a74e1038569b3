import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { LIMITS } from '#shared/rules';

interface SearchFormProps {
  /** The search in the URL now (`?q=`), or null. */
  search: string | null;
  /** Where the plain GET form goes before the script has taken over, and its hidden fields. */
  action: string;
  hidden?: Record<string, string>;
  /** The address of the results for a trimmed term ('' for everything). */
  pathFor(term: string): string;
  id: string;
  className: string;
  label: ReactNode;
  placeholder?: string;
}

/**
 * A search whose term lives in the URL, so results can be shared and survive a reload. A plain
 * GET form underneath, so it also works before the script has taken over.
 */
export function SearchForm({
  search,
  action,
  hidden = {},
  pathFor,
  id,
  className,
  label,
  placeholder,
}: SearchFormProps) {
  const navigate = useNavigate();
  const [term, setTerm] = useState(search ?? '');
  // Back/forward changes the URL without this form: refill the box from it. Done during render
  // (not by remounting the input) so the focus stays in the box after pressing Enter.
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    setShownSearch(search);
    setTerm(search ?? '');
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(pathFor(term.trim()));
  };

  return (
    <form role="search" className={className} action={action} method="get" onSubmit={onSubmit}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id}>{label}</label>
      <div className={`${className}-row`}>
        <input
          id={id}
          type="search"
          name="q"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          maxLength={LIMITS.searchQueryMax}
          autoComplete="off"
          placeholder={placeholder}
        />
        <button type="submit" className="button primary">
          <Trans>Search</Trans>
        </button>
      </div>
    </form>
  );
}
