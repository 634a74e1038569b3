// How much one GraphQL operation may ask for. The cost estimates the rows an operation can make
// the database produce: each field costs 1, and what is selected under a list counts once per
// item the list may hold (a connection's `first`/`last`, `amount`, the ids of `nodes`).
// On the embedded database one connection serves every request, so a visitor's operation must
// stay small enough that /healthz and other readers never wait long behind it.

export const QUERY_COST = {
  /**
   * A visitor's operation: the web app's largest (a card battle's deck at 50 games) costs about 6,000;
   * the REST facade's games page of 25 with every field it shows costs about 15,000, so an integrator
   * can ask GraphQL the same question without an account. Two full 100-game pages (about 18,000) are refused.
   */
  visitorMax: 16_000,
  /** A signed-in member's operation (graphql-armor's shape-only cost of 20,000 applies too). */
  memberMax: 30_000,
  /** Items counted for a list whose length no argument bounds (a game's versions, its companies). */
  unboundedListItems: 10,
  /** Items counted for a connection asked for without `first` or `last` (Pothos' default page). */
  defaultPageItems: 20,
  /**
   * An introspection is priced by the answer it can make: a point per this many bytes of the full
   * schema's (about 250 KB, so about 2,500 points), for each `__schema` it asks for.
   */
  introspectionBytesPerPoint: 100,
} as const;
