import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

// The notes the resolution job and moderator actions record; any other note is shown as written.
const NOTES: Record<string, MessageDescriptor> = {
  conflict: msg`The proposal conflicts with a change made since it was submitted`,
  'game deleted': msg`The game was deleted`,
  'no votes': msg`Nobody voted`,
  'forced by a moderator': msg`Decided by a moderator`,
};

export function resolutionNoteMessage(note: string): MessageDescriptor | null {
  return NOTES[note.toLowerCase()] ?? null;
}
