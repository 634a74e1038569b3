import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { queueOffline } from '../offline/queue-offline.ts';
import type { useAddToCollectionMutation } from '../__generated__/useAddToCollectionMutation.graphql.ts';

const mutation = graphql`
  mutation useAddToCollectionMutation($input: AddToCollectionInput!) {
    addToCollection(input: $input) {
      __typename
      ... on MutationAddToCollectionSuccess {
        data {
          item {
            id
          }
          version {
            id
            viewerCopies {
              id
            }
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

let optimisticCopies = 0;

/**
 * Adds a plain copy of a version; the version shows it at once and the server's answer replaces
 * it. Offline, the add waits in the outbox (`title` names it there) and is sent once back online.
 */
export function useAddToCollection(): {
  addToCollection: (versionId: string, title: string) => Promise<boolean>;
  isInFlight: boolean;
} {
  const [commit, isInFlight] = useMutation<useAddToCollectionMutation>(mutation);
  const environment = useRelayEnvironment();
  const addToCollection = useCallback(
    (versionId: string, title: string) =>
      queueOffline(environment, { kind: 'add', versionId, title }) ??
      new Promise<boolean>((resolve) => {
        commit({
          variables: { input: { versionId } },
          optimisticUpdater: (store) => {
            const version = store.get(versionId);
            if (!version) return;
            const copy = store.create(`client:optimistic-copy:${(optimisticCopies += 1)}`, 'CollectionItem');
            copy.setValue(copy.getDataID(), 'id');
            version.setLinkedRecords([...(version.getLinkedRecords('viewerCopies') ?? []), copy], 'viewerCopies');
          },
          onCompleted: (response, errors) =>
            resolve(!errors?.length && response.addToCollection.__typename === 'MutationAddToCollectionSuccess'),
          onError: () => resolve(false),
        });
      }),
    [commit, environment],
  );
  return { addToCollection, isInFlight };
}
