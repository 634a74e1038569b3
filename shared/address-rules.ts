// How often one client address may do each thing that writes for others to read or mails
// someone (finding 5 of issue 14: 25 accounts from one address in under a second, 30 contact
// mails in a row). Counted per address like the login limits, in memory or in Redis across
// instances; past the count the API answers 429 with Retry-After and the wait in seconds.
// Shared so the web app can name the same numbers it is held to.

export interface AddressLimit {
  /** Actions allowed from one address within the window. */
  points: number;
  windowSeconds: number;
}

export const ADDRESS_LIMITS = {
  /** New accounts from one address an hour: a household signs up a few, a script hundreds. */
  signUp: { points: 10, windowSeconds: 60 * 60 },
  /** Contact-form messages an hour: each one mails the site owner. */
  contact: { points: 5, windowSeconds: 60 * 60 },
  /** Friend requests sent an hour: each one lands on someone else's list. */
  friendRequest: { points: 30, windowSeconds: 60 * 60 },
  /** Comments in ten minutes: a lively discussion, not a flood. */
  comment: { points: 20, windowSeconds: 10 * 60 },
  /** Edit and delete requests an hour: each one notifies collectors and asks for votes. */
  requestSubmission: { points: 10, windowSeconds: 60 * 60 },
  /** Schema introspections a visitor asks a minute: the schema is a static document (/graphql/schema.json). */
  introspection: { points: 1, windowSeconds: 60 },
} as const satisfies Record<string, AddressLimit>;

export type AddressLimitKind = keyof typeof ADDRESS_LIMITS;
