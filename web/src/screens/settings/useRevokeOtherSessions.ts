import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRevokeOtherSessionsMutation } from '../../__generated__/useRevokeOtherSessionsMutation.graphql.ts';

const mutation = graphql`
  mutation useRevokeOtherSessionsMutation {
    revokeOtherSessions { id ...SessionList_user }
  }
`;

/** Ends every session of the signed-in user except this one. */
export function useRevokeOtherSessions(): { revokeOthers: () => Promise<'done' | 'failed'>; isInFlight: boolean } {
  const [commit, isInFlight] = useMutation<useRevokeOtherSessionsMutation>(mutation);
  const revokeOthers = useCallback(
    () =>
      new Promise<'done' | 'failed'>((resolve) => {
        commit({
          variables: {},
          onCompleted: (_response, errors) => resolve(errors?.length ? 'failed' : 'done'),
          onError: () => resolve('failed'),
        });
      }),
    [commit],
  );
  return { revokeOthers, isInFlight };
}
