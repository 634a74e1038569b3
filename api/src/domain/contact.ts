import { z } from 'zod';
import { LIMITS } from './rules.ts';

function text(field: string, max: number) {
  return z
    .string()
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);
}

export const contactMessageInput = z.object({
  name: text('Name', LIMITS.contactNameMax),
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email address')),
  subject: text('Subject', LIMITS.contactSubjectMax),
  message: text('Message', LIMITS.contactMessageMax),
});

export type ContactMessageInput = z.infer<typeof contactMessageInput>;
