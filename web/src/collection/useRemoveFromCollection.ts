import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { queueOffline } from '../offline/queue-offline.ts';
import { ConnectionHandler } from 'relay-runtime';
import { countRemoval } from './count-removal.ts';
import type { useRemoveFromCollectionMutation } from '../__generated__/useRemoveFromCollectionMutation.graphql.ts';

const mutation = graphql`
  mutation useRemoveFromCollectionMutation($input: RemoveFromCollectionInput!, $connections: [ID!]!) {
    removeFromCollection(input: $input) {
      __typename
      ... on MutationRemoveFromCollectionSuccess {
        data {
          deletedId @deleteEdge(connections: $connections)
          version {
            id
            viewerCopies {
              id
            }
          }
          viewer {
            id
            ...CollectionStats_user
            ...CollectorLevel_user
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export interface RemoveCopy {
  itemId: string;
  versionId: string;
  /** Collection lists on screen that hold the copy. */
  connections?: readonly string[];
  /** The game's title: names the change while it waits offline. */
  title: string;
}

/**
 * Removes one copy; it disappears at once and comes back if the server refuses. The answer
 * brings the viewer's statistics and level, so they follow without a reload.
 */
export function useRemoveFromCollection(): {
  removeFromCollection: (copy: RemoveCopy) => Promise<boolean>;
  isInFlight: boolean;
} {
  const [commit, isInFlight] = useMutation<useRemoveFromCollectionMutation>(mutation);
  const environment = useRelayEnvironment();
  const removeFromCollection = useCallback(
    ({ itemId, versionId, connections = [], title }: RemoveCopy) =>
      queueOffline(environment, { kind: 'remove', versionId, itemId, connections: [...connections], title }) ??
      new Promise<boolean>((resolve) => {
        commit({
          variables: { input: { id: itemId }, connections: [...connections] },
          optimisticUpdater: (store) => {
            const version = store.get(versionId);
            const copies = version?.getLinkedRecords('viewerCopies');
            if (version && copies)
              version.setLinkedRecords(
                copies.filter((copy) => copy?.getDataID() !== itemId),
                'viewerCopies',
              );
            for (const connectionId of connections) {
              const connection = store.get(connectionId);
              if (connection) ConnectionHandler.deleteNode(connection, itemId);
            }
            countRemoval(store, connections);
          },
          updater: (store, response) => {
            if (response?.removeFromCollection.__typename === 'MutationRemoveFromCollectionSuccess')
              countRemoval(store, connections);
          },
          onCompleted: (response, errors) =>
            resolve(
              !errors?.length && response.removeFromCollection.__typename === 'MutationRemoveFromCollectionSuccess',
            ),
          onError: () => resolve(false),
        });
      }),
    [commit, environment],
  );
  return { removeFromCollection, isInFlight };
}
