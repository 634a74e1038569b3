import type { RecordSourceProxy } from 'relay-runtime';

/** The lists' "n copies" drop with the copy: @deleteEdge removes the edge but leaves the count. */
export function countRemoval(store: RecordSourceProxy, connections: readonly string[]) {
  for (const connectionId of connections) {
    const connection = store.get(connectionId);
    const total = connection?.getValue('totalCount');
    if (connection && typeof total === 'number') connection.setValue(Math.max(0, total - 1), 'totalCount');
  }
}
