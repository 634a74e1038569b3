// The terms of service's version, and where a reader without script agrees to it (spec section 4).

export const TERMS_VERSION = '1.2';

/** The storage keys of the acceptance, exactly as the spec names them. */
export const TERMS_STORAGE_KEYS = { agreed: 'agreedToToS', version: 'ToSVersion' } as const;

/**
 * Where the terms dialog's Agree posts when the page runs no script: the server writes the
 * acceptance into the preference cookies the app itself mirrors it into, and sends the reader back.
 */
export const TERMS_AGREEMENT_PATH = '/terms/agree';
