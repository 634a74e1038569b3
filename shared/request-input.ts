// The request forms' input schemas (a reason, a comment, an important email), checked alike by
// the browser and the API. Apart from request-rules.ts: zod (zod/mini) loads only where a form is used.
import { z } from './zod.ts';
import { userText } from './input-check.ts';
import { REQUEST_LIMITS, REQUEST_MESSAGES } from './request-rules.ts';

/** Free text that must be given and fit its limit: every field of these forms. */
const filledText = (requiredMessage: string, max: number, tooLongMessage: string) =>
  z.pipe(userText(), z.string().check(z.minLength(1, requiredMessage), z.maxLength(max, tooLongMessage)));

const reason = (requiredMessage: string) =>
  filledText(
    requiredMessage,
    REQUEST_LIMITS.reasonMax,
    `The reason must be at most ${REQUEST_LIMITS.reasonMax} characters`,
  );
export const editReasonInput = reason(REQUEST_MESSAGES.editReasonRequired);
export const deleteReasonInput = reason(REQUEST_MESSAGES.deleteReasonRequired);
/** The reason as the submit forms hold and the API checks it: an object, so a problem names the field `reason`. */
export const editRequestReason = z.object({ reason: editReasonInput });
export const deleteRequestReason = z.object({ reason: deleteReasonInput });

export const commentInput = z.object({
  body: filledText(
    'Write a comment first',
    REQUEST_LIMITS.commentMax,
    `Comments must be at most ${REQUEST_LIMITS.commentMax} characters`,
  ),
});

export const importantEmailInput = z.object({
  subject: filledText(
    'Subject is required',
    REQUEST_LIMITS.importantEmailSubjectMax,
    `Subject must be at most ${REQUEST_LIMITS.importantEmailSubjectMax} characters`,
  ),
  body: filledText(
    'Message is required',
    REQUEST_LIMITS.importantEmailBodyMax,
    `Message must be at most ${REQUEST_LIMITS.importantEmailBodyMax} characters`,
  ),
});
