import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RequestStatusFilter, RequestTypeFilter } from './request-search-params.ts';

export const REQUEST_STATUS_LABELS: Record<RequestStatusFilter, MessageDescriptor> = {
  PENDING: msg`Pending`,
  APPROVED: msg`Approved`,
  REJECTED: msg`Rejected`,
};

export const REQUEST_TYPE_LABELS: Record<RequestTypeFilter, MessageDescriptor> = {
  EDIT: msg`Edit`,
  DELETE: msg`Delete`,
};

/** The approval share as the page shows it: a whole or one-decimal percentage. */
export const percentFormat = { style: 'percent', maximumFractionDigits: 1 } as const;
