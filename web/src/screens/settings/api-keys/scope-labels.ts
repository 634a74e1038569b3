import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ApiKeyScope } from '#shared/api-key-rules';

/** Each scope's name and what it allows, in the reader's language. */
export const SCOPE_LABELS: Record<ApiKeyScope, { name: MessageDescriptor; hint: MessageDescriptor }> = {
  READ: { name: msg`Read`, hint: msg`The catalogue, your collection and profile, over REST and GraphQL.` },
  COLLECTION: { name: msg`Collection`, hint: msg`Add, change and remove copies and wanted versions.` },
  WEBHOOKS: { name: msg`Webhooks`, hint: msg`Create and delete webhooks.` },
};
