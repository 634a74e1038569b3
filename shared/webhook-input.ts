// A webhook's input schema, checked alike by the settings form and the API. Apart from
// webhook-rules.ts, so the API page, which shows the limits, does not download zod.
import { z } from 'zod';
import { problemParams } from './rules.ts';
import { isWebhookUrl, WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS } from './webhook-rules.ts';

export const webhookInput = z.object({
  url: z
    .string()
    .trim()
    .max(WEBHOOK_LIMITS.urlMaxLength)
    .refine(isWebhookUrl, {
      message: 'Enter a web address starting with http:// or https://',
      ...problemParams('invalidUrl'),
    }),
  // min(1) on a list is the `required` problem: choose at least one.
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES))
    .min(1, 'Choose at least one event')
    .transform((events) => [...new Set(events)]),
});
