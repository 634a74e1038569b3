import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ModeratorAction } from './useModerateRequest.ts';

export const MODERATOR_ACTIONS: readonly ModeratorAction[] = ['FORCE_APPROVE', 'FORCE_REJECT', 'FORCE_EXPIRE'];

export const MODERATOR_ACTION_LABELS: Record<string, MessageDescriptor> = {
  FORCE_APPROVE: msg`Force approve`,
  FORCE_REJECT: msg`Force reject`,
  FORCE_EXPIRE: msg`Force expire`,
};

export const MODERATOR_ACTION_QUESTIONS: Record<string, MessageDescriptor> = {
  FORCE_APPROVE: msg`Force approve this request?`,
  FORCE_REJECT: msg`Force reject this request?`,
  FORCE_EXPIRE: msg`Force expire this request?`,
};

export const MODERATOR_ACTION_EXPLANATIONS: Record<string, MessageDescriptor> = {
  FORCE_APPROVE: msg`The request is approved now, whatever the votes say.`,
  FORCE_REJECT: msg`The request is rejected now, whatever the votes say.`,
  FORCE_EXPIRE: msg`The request is resolved now by the usual rules, as if it had expired.`,
};
