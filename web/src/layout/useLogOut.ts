import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitForOutcome, type MutationOutcome } from '../forms/mutation-outcome.ts';
import { unlinkViewer } from '../viewer/useViewer.ts';
import type { useLogOutMutation } from '../__generated__/useLogOutMutation.graphql.ts';

const mutation = graphql`
  mutation useLogOutMutation {
    logOut
  }
`;

/** Ends this session; from then on the app treats the person as a visitor. */
export function useLogOut(): { logOut: () => Promise<MutationOutcome<true>>; isInFlight: boolean } {
  const [commit, isInFlight] = useMutation<useLogOutMutation>(mutation);
  const logOut = useCallback(
    () =>
      commitForOutcome<useLogOutMutation, true>(commit, { variables: {}, updater: (store) => unlinkViewer(store) }, (_response, errors) =>
        errors?.length ? { kind: 'failed' } : { kind: 'done', data: true },
      ),
    [commit],
  );
  return { logOut, isInFlight };
}
