import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useMutationOutcome } from '../forms/useMutationOutcome.ts';
import { unlinkViewer } from '../viewer/useViewer.ts';
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

/** Ends this session; from then on the app treats the person as a visitor. */
export function useLogOut() {
  const [send, isInFlight] = useMutationOutcome<useLogOutMutation>(mutation);
  const logOut = useCallback(
    () =>
      send(
        {},
        {
          updater: (store, response) => {
            if (response?.logOut.__typename === 'MutationLogOutSuccess') unlinkViewer(store);
          },
        },
      ),
    [send],
  );
  return { logOut, isInFlight };
}
