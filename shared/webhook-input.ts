// A webhook's input schema, checked alike by the settings form and the API. Apart from
// webhook-rules.ts, so the API page, which shows the limits, does not download zod (zod/mini).
import { z } from './zod.ts';
import { problemParams } from './rules.ts';
import { isWebhookUrl, WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS } from './webhook-rules.ts';

export const webhookInput = z.object({
  url: z.string().check(
    z.trim(),
    z.maxLength(WEBHOOK_LIMITS.urlMaxLength),
    z.refine(isWebhookUrl, {
      message: 'Enter a web address starting with http:// or https://',
      ...problemParams('invalidUrl'),
    }),
  ),
  // A minimum length of 1 on a list is the `required` problem: choose at least one.
  events: z.pipe(
    z.array(z.enum(WEBHOOK_EVENT_TYPES)).check(z.minLength(1, 'Choose at least one event')),
    z.transform((events: (typeof WEBHOOK_EVENT_TYPES)[number][]) => [...new Set(events)]),
  ),
});
