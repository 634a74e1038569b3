import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { useRemoveFromCollectionMutation } from '../__generated__/useRemoveFromCollectionMutation.graphql.ts';

const mutation = graphql`
  mutation useRemoveFromCollectionMutation($input: RemoveFromCollectionInput!, $connections: [ID!]!) {
    removeFromCollection(input: $input) {
      __typename
      ... on RemoveFromCollectionPayload {
        deletedId @deleteEdge(connections: $connections)
        version { id viewerCopies { id } }
      }
      ... on Error { message }
    }
  }
`;

export interface RemoveCopy {
  itemId: string;
  versionId: string;
  /** Collection lists on screen that hold the copy. */
  connections?: readonly string[];
}

/** Removes one copy; it disappears at once and comes back if the server refuses. */
export function useRemoveFromCollection(): { removeFromCollection: (copy: RemoveCopy) => Promise<boolean>; isInFlight: boolean } {
  const [commit, isInFlight] = useMutation<useRemoveFromCollectionMutation>(mutation);
  const removeFromCollection = useCallback(
    ({ itemId, versionId, connections = [] }: RemoveCopy) =>
      new Promise<boolean>((resolve) => {
        commit({
          variables: { input: { id: itemId }, connections: [...connections] },
          optimisticUpdater: (store) => {
            const version = store.get(versionId);
            const copies = version?.getLinkedRecords('viewerCopies');
            if (version && copies) version.setLinkedRecords(copies.filter((copy) => copy?.getDataID() !== itemId), 'viewerCopies');
            for (const connectionId of connections) {
              const connection = store.get(connectionId);
              if (connection) ConnectionHandler.deleteNode(connection, itemId);
            }
          },
          onCompleted: (response, errors) => resolve(!errors?.length && response.removeFromCollection.__typename === 'RemoveFromCollectionPayload'),
          onError: () => resolve(false),
        });
      }),
    [commit],
  );
  return { removeFromCollection, isInFlight };
}
