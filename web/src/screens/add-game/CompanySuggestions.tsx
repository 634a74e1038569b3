import { graphql, useLazyLoadQuery } from 'react-relay';
import type { CompanySuggestionsQuery } from '../../__generated__/CompanySuggestionsQuery.graphql.ts';

export const COMPANY_SUGGESTIONS_SHOWN = 8;

/**
 * Existing companies whose name matches what is typed, as the options of the input's `<datalist>`:
 * the person picks one, or keeps the typed name and a new company is made on save.
 */
export function CompanySuggestions({ id, search }: { id: string; search: string }) {
  const { companies } = useLazyLoadQuery<CompanySuggestionsQuery>(
    graphql`
      query CompanySuggestionsQuery($search: String!, $first: Int!) {
        companies(search: $search, first: $first) {
          id
          name
        }
      }
    `,
    { search, first: COMPANY_SUGGESTIONS_SHOWN },
  );
  return (
    <datalist id={id}>
      {companies.map((company) => (
        <option key={company.id} value={company.name} />
      ))}
    </datalist>
  );
}
