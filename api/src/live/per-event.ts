// What several executions of one event share. Every subscriber of a topic receives the same
// payload object (in process, and over Redis where each message is parsed once per instance), so
// the payload itself keys the cache, which goes when the event does.
const shared = new WeakMap<object, Map<string, unknown>>();

/** `load()` once per event and key; later callers get the same promise. */
export function oncePerEvent<T>(event: object, key: string, load: () => T): T {
  let byKey = shared.get(event);
  if (!byKey) shared.set(event, (byKey = new Map()));
  if (!byKey.has(key)) byKey.set(key, load());
  return byKey.get(key) as T;
}
