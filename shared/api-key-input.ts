// API key input schemas, checked alike by the settings form and the API. Apart from
// api-key-rules.ts, so the API page, which shows the quotas, does not download zod (zod/mini).
import { z } from './zod.ts';
import { API_KEY, API_KEY_SCOPES } from './api-key-rules.ts';

export const createApiKeyInput = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(API_KEY.nameMinLength, 'A key needs a name'),
      z.maxLength(API_KEY.nameMaxLength, `A key's name must be at most ${API_KEY.nameMaxLength} characters`),
    ),
  scopes: z.pipe(
    z.array(z.enum(API_KEY_SCOPES)).check(z.minLength(1, 'Choose at least one scope')),
    z.transform((scopes: (typeof API_KEY_SCOPES)[number][]) =>
      API_KEY_SCOPES.filter((scope) => scopes.includes(scope)),
    ),
  ),
});

/** An administrator's quota for one key; null gives it the default again. */
export const setApiKeyQuotaInput = z.object({
  quotaPerSecond: z.nullable(
    z
      .int()
      .check(
        z.minimum(1, 'A quota is at least 1'),
        z.maximum(API_KEY.maxQuotaPerSecond, `A quota is at most ${API_KEY.maxQuotaPerSecond}`),
      ),
  ),
});
