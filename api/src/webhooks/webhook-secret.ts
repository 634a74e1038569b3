// A webhook's signing secret in the Standard Webhooks form: `whsec_` and 24 random bytes in base64.
import { randomBytes } from 'node:crypto';

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}
