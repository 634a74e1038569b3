// graphql-armor's shape limits, in front of the app's own cost rule (query-cost.ts), which prices
// what an operation can produce. These only stop absurd shapes before anything else runs.
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';

/** What one GraphQL document may be, whoever sends it (the security limits table lists them). */
export const DOCUMENT_LIMITS = { maxDepth: 12, maxAliases: 30, maxCost: 20_000, maxTokens: 2000 } as const;

export const ARMOR_LIMITS = {
  // Fragments count as the fields they hold, where they are spread: Relay gives every component a
  // fragment, so a card inside a list inside a screen would otherwise count each spread as a level
  // (the depth) or as a 1.5× step (the shape cost), and splitting a component would cost more.
  maxDepth: { n: DOCUMENT_LIMITS.maxDepth, flattenFragments: true },
  maxAliases: { n: DOCUMENT_LIMITS.maxAliases },
  costLimit: { maxCost: DOCUMENT_LIMITS.maxCost, flattenFragments: true },
  maxTokens: { n: DOCUMENT_LIMITS.maxTokens },
} as const;

export function useArmor() {
  return EnvelopArmorPlugin(ARMOR_LIMITS);
}
