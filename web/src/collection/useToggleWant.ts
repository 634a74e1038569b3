import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { queueOffline } from '../offline/queue-offline.ts';
import type { useToggleWantAddMutation } from '../__generated__/useToggleWantAddMutation.graphql.ts';
import type { useToggleWantRemoveMutation } from '../__generated__/useToggleWantRemoveMutation.graphql.ts';

const addMutation = graphql`
  mutation useToggleWantAddMutation($input: WantVersionInput!) {
    wantVersion(input: $input) {
      __typename
      ... on MutationWantVersionSuccess {
        data {
          version {
            id
            viewerWants {
              id
            }
          }
        }
      }
    }
  }
`;

const removeMutation = graphql`
  mutation useToggleWantRemoveMutation($input: UnwantVersionInput!, $connections: [ID!]!) {
    unwantVersion(input: $input) {
      __typename
      ... on MutationUnwantVersionSuccess {
        data {
          deletedId @deleteEdge(connections: $connections)
          version {
            id
            viewerWants {
              id
            }
          }
        }
      }
    }
  }
`;

/**
 * Puts a version on the viewer's want list or takes it off; the version shows the change at once
 * (optimistic) and the server's answer replaces it. Removing also drops the entry from the given
 * want-list connections. Offline, the toggle waits in the outbox (`title` names it there).
 */
export function useToggleWant(): (
  versionId: string,
  want: boolean,
  title: string,
  connections?: string[],
) => Promise<boolean> {
  const [add] = useMutation<useToggleWantAddMutation>(addMutation);
  const [remove] = useMutation<useToggleWantRemoveMutation>(removeMutation);
  const environment = useRelayEnvironment();
  return useCallback(
    (versionId: string, want: boolean, title: string, connections: string[] = []) =>
      queueOffline(environment, { kind: want ? 'want' : 'unwant', versionId, title }) ??
      new Promise<boolean>((resolve) => {
        const optimisticUpdater = (store: import('relay-runtime').RecordSourceSelectorProxy) => {
          const version = store.get(versionId);
          if (!version) return;
          const entry = store.create(`client:optimistic-want:${versionId}:${Date.now()}`, 'WantedVersion');
          entry.setValue(entry.getDataID(), 'id');
          version.setLinkedRecords(want ? [entry] : [], 'viewerWants');
        };
        if (want) {
          add({
            variables: { input: { versionId } },
            optimisticUpdater,
            onCompleted: (response, errors) =>
              resolve(!errors?.length && response.wantVersion.__typename === 'MutationWantVersionSuccess'),
            onError: () => resolve(false),
          });
        } else {
          remove({
            variables: { input: { versionId }, connections },
            optimisticUpdater,
            onCompleted: (response, errors) =>
              resolve(!errors?.length && response.unwantVersion.__typename === 'MutationUnwantVersionSuccess'),
            onError: () => resolve(false),
          });
        }
      }),
    [add, remove, environment],
  );
}
