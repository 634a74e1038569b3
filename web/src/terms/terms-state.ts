import { STORAGE_KEYS } from '../preferences/preference-values.ts';
import { TERMS_VERSION } from './terms-version.ts';
import { readKey, writeKey } from '../preferences/storage.ts';

export type TermsState = { accepted: true } | { accepted: false; updated: boolean };

/** The stored acceptance as it stands, changing nothing (the page's placeholder reads it before the app runs). */
export function storedTermsState(storage: Storage = localStorage): TermsState {
  const agreed = readKey(STORAGE_KEYS.agreedToToS, storage) === 'true';
  if (!agreed) return { accepted: false, updated: false };
  if (readKey(STORAGE_KEYS.tosVersion, storage) === TERMS_VERSION) return { accepted: true };
  return { accepted: false, updated: true };
}

/**
 * Reads the stored acceptance (spec section 4). An acceptance of another terms version is
 * revoked on the spot: agreedToToS becomes 'false' and the dialog says the terms changed.
 */
export function readTermsState(storage: Storage = localStorage): TermsState {
  const state = storedTermsState(storage);
  if (!state.accepted && state.updated) writeKey(STORAGE_KEYS.agreedToToS, 'false', storage);
  return state;
}

export function acceptTerms(storage: Storage = localStorage): TermsState {
  writeKey(STORAGE_KEYS.agreedToToS, 'true', storage);
  writeKey(STORAGE_KEYS.tosVersion, TERMS_VERSION, storage);
  return { accepted: true };
}

/** The gate never covers the pages it asks people to read. */
export const TERMS_FREE_ROUTES = ['terms-of-service', 'privacy-policy'] as const;
