import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type {
  useCompanySuggestionsQuery,
  useCompanySuggestionsQuery$data,
} from '../../__generated__/useCompanySuggestionsQuery.graphql.ts';

export type CompanySuggestion = useCompanySuggestionsQuery$data['companies'][number];

/* eslint-disable relay/unused-fields -- the suggestions are handed whole to the caller, typed by CompanySuggestion */
const query = graphql`
  query useCompanySuggestionsQuery($search: String!, $first: Int!) {
    companies(search: $search, first: $first) {
      id
      name
    }
  }
`;
/* eslint-enable relay/unused-fields */

const SUGGESTIONS = 8;
// Ask once the typing pauses, not for every key.
const TYPING_PAUSE_MS = 200;

interface Answer {
  term: string;
  companies: readonly CompanySuggestion[];
  failed: boolean;
}

/** Companies whose name matches what is typed, while `enabled` (the suggestion list is open). */
export function useCompanySuggestions(text: string, enabled: boolean) {
  const environment = useRelayEnvironment();
  const term = text.trim();
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!enabled || !term) return undefined;
    let subscription: { unsubscribe(): void } | undefined;
    const timer = setTimeout(() => {
      subscription = fetchQuery<useCompanySuggestionsQuery>(
        environment,
        query,
        { search: term, first: SUGGESTIONS },
        {
          fetchPolicy: 'store-or-network',
        },
      ).subscribe({
        next: (data) => setAnswer({ term, companies: data.companies, failed: false }),
        error: () => setAnswer({ term, companies: [], failed: true }),
      });
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, term, enabled]);

  const current = answer?.term === term ? answer : null;
  return {
    companies: current?.companies ?? [],
    loading: enabled && term !== '' && current === null,
    failed: current?.failed ?? false,
  };
}
