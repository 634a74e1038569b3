// Paging rules shared by the API and the documents that describe it.

/**
 * The REST games list's `start` without `after`: served by skipping that many ids in the primary
 * key's index, which costs more the deeper it goes. Up to this start the walk stays short; past
 * it the answer is a 400 that says to follow the `next` link, which seeks instead.
 */
export const REST_PAGING = { maxStartWithoutAfter: 10_000 } as const;
