import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useMutationOutcome } from '../forms/useMutationOutcome.ts';
import { unlinkViewer } from '../viewer/useViewer.ts';
import { forgetPersonalPages } from '../offline/forget-personal-pages.ts';
import type { useLogOutMutation } from '../__generated__/useLogOutMutation.graphql.ts';

const mutation = graphql`
  mutation useLogOutMutation {
    logOut {
      __typename
      ... on MutationLogOutSuccess {
        data
      }
    }
  }
`;

/**
 * Ends this session; from then on the app treats the person as a visitor, and the pages kept for
 * reading offline, which show what they saw, and their offline data and outbox are gone from
 * this browser.
 */
export function useLogOut() {
  const [send, isInFlight] = useMutationOutcome<useLogOutMutation>(mutation);
  const logOut = useCallback(async () => {
    const outcome = await send(
      {},
      {
        updater: (store, response) => {
          if (response?.logOut.__typename === 'MutationLogOutSuccess') unlinkViewer(store);
        },
      },
    );
    // A browser that refuses Cache Storage or IndexedDB (some private modes) kept nothing to forget.
    if (outcome.kind === 'done')
      await Promise.all([
        forgetPersonalPages().catch(() => {}),
        // The outbox and the member's data in IndexedDB (issue 28), loaded only now.
        import('../offline/outbox-sync.ts').then((outbox) => outbox.stopOutbox()).catch(() => {}),
      ]);
    return outcome;
  }, [send]);
  return { logOut, isInFlight };
}
