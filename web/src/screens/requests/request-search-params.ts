// /requests?status=&type= : the list's filters live in the address, so a filtered list can be shared.

export const REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const REQUEST_TYPES = ['EDIT', 'DELETE'] as const;

export type RequestStatusFilter = (typeof REQUEST_STATUSES)[number];
export type RequestTypeFilter = (typeof REQUEST_TYPES)[number];

export interface RequestSearch {
  /** '' = every status. */
  status: RequestStatusFilter | '';
  /** '' = both types. */
  type: RequestTypeFilter | '';
}

const pick = <T extends string>(allowed: readonly T[], raw: string | null): T | '' => {
  const value = raw?.toUpperCase() ?? '';
  return (allowed as readonly string[]).includes(value) ? (value as T) : '';
};

/** Unknown values mean "no filter" rather than an error page: the address may be hand-typed. */
export function requestSearchFromUrl(url: URL): RequestSearch {
  return {
    status: pick(REQUEST_STATUSES, url.searchParams.get('status')),
    type: pick(REQUEST_TYPES, url.searchParams.get('type')),
  };
}

export function requestSearchParams(search: RequestSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.status) params.set('status', search.status.toLowerCase());
  if (search.type) params.set('type', search.type.toLowerCase());
  return params;
}

export function requestQueryVariables(search: RequestSearch) {
  return { status: search.status || null, type: search.type || null };
}
