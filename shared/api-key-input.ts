// API key input schemas, checked alike by the settings form and the API. Apart from
// api-key-rules.ts, so the API page, which shows the quotas, does not download zod.
import { z } from 'zod';
import { API_KEY, API_KEY_SCOPES } from './api-key-rules.ts';

export const createApiKeyInput = z.object({
  name: z
    .string()
    .trim()
    .min(API_KEY.nameMinLength, 'A key needs a name')
    .max(API_KEY.nameMaxLength, `A key's name must be at most ${API_KEY.nameMaxLength} characters`),
  scopes: z
    .array(z.enum(API_KEY_SCOPES))
    .min(1, 'Choose at least one scope')
    .transform((scopes) => API_KEY_SCOPES.filter((scope) => scopes.includes(scope))),
});

/** An administrator's quota for one key; null gives it the default again. */
export const setApiKeyQuotaInput = z.object({
  quotaPerSecond: z
    .int()
    .min(1, 'A quota is at least 1')
    .max(API_KEY.maxQuotaPerSecond, `A quota is at most ${API_KEY.maxQuotaPerSecond}`)
    .nullable(),
});
