// The contact form (spec section 2, /contact): checked by the browser before sending and again by
// the API.
import { z } from './zod.ts';
import { LIMITS } from './rules.ts';
import { userText } from './input-check.ts';

function requiredText(field: string, max: number) {
  return z.pipe(
    userText(),
    z
      .string()
      .check(z.minLength(1, `${field} is required`), z.maxLength(max, `${field} must be at most ${max} characters`)),
  );
}

export const contactMessageInput = z.object({
  name: requiredText('Name', LIMITS.contactNameMax),
  email: z.pipe(
    z.pipe(userText(), z.string().check(z.minLength(1, 'Email is required'))),
    z.email('Enter a valid email address'),
  ),
  subject: requiredText('Subject', LIMITS.contactSubjectMax),
  message: requiredText('Message', LIMITS.contactMessageMax),
});
export type ContactMessageInput = z.infer<typeof contactMessageInput>;
