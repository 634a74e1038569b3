import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type {
  CompanySuggestionsQuery,
  CompanySuggestionsQuery$data,
} from '../../__generated__/CompanySuggestionsQuery.graphql.ts';

export const COMPANY_SUGGESTIONS_SHOWN = 8;

const query = graphql`
  query CompanySuggestionsQuery($search: String!, $first: Int!) {
    companies(search: $search, first: $first) {
      id
      name
    }
  }
`;

/**
 * Existing companies whose name matches what is typed, as the options of the input's `<datalist>`:
 * the person picks one, or keeps the typed name and a new company is made on save. While new
 * suggestions load, the previous ones stay offered; a failed load offers none. Fetched rather
 * than read with a suspending hook: without transitions (the app runs on Preact) the list would
 * empty on every key while the next answer is on its way.
 */
export function CompanySuggestions({ id, search }: { id: string; search: string }) {
  const environment = useRelayEnvironment();
  const [companies, setCompanies] = useState<CompanySuggestionsQuery$data['companies']>([]);
  useEffect(() => {
    const subscription = fetchQuery<CompanySuggestionsQuery>(environment, query, {
      search,
      first: COMPANY_SUGGESTIONS_SHOWN,
    }).subscribe({
      next: (data) => setCompanies(data.companies),
      error: () => setCompanies([]),
    });
    return () => subscription.unsubscribe();
  }, [environment, search]);
  return (
    <datalist id={id}>
      {companies.map((company) => (
        <option key={company.id} value={company.name} />
      ))}
    </datalist>
  );
}
