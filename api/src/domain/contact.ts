import { z } from 'zod';
import { LIMITS } from './rules.ts';

// Custom issue codes ("required", "tooLong", "invalidEmail") are what the web app translates.
const required = (field: string) => ({ message: `${field} is required`, params: { code: 'required' } });

function text(field: string, max: number) {
  return z
    .string()
    .trim()
    .min(1, required(field))
    .max(max, { message: `${field} must be at most ${max} characters`, params: { code: 'tooLong' } });
}

export const contactMessageInput = z.object({
  name: text('Name', LIMITS.contactNameMax),
  email: z
    .string()
    .trim()
    .min(1, required('Email'))
    .pipe(z.email({ message: 'Enter a valid email address', params: { code: 'invalidEmail' } })),
  subject: text('Subject', LIMITS.contactSubjectMax),
  message: text('Message', LIMITS.contactMessageMax),
});

export type ContactMessageInput = z.infer<typeof contactMessageInput>;
