import { describe, expect, it } from 'vitest';
import { requestQueryVariables, requestSearchFromUrl, requestSearchParams } from './request-search-params.ts';

const from = (search: string) => requestSearchFromUrl(new URL(`http://localhost/requests${search}`));

describe('request list filters in the address', () => {
  it('reads status and type in any letter case', () => {
    expect(from('?status=approved&type=DELETE')).toEqual({ status: 'APPROVED', type: 'DELETE' });
  });

  it('treats a missing or unknown value as no filter', () => {
    expect(from('')).toEqual({ status: '', type: '' });
    expect(from('?status=lost&type=merge')).toEqual({ status: '', type: '' });
  });

  it('writes only the filters that are set, and round-trips', () => {
    expect(requestSearchParams({ status: 'PENDING', type: '' }).toString()).toBe('status=pending');
    expect(requestSearchParams({ status: '', type: '' }).toString()).toBe('');
    const search = { status: 'REJECTED', type: 'EDIT' } as const;
    expect(from(`?${requestSearchParams(search).toString()}`)).toEqual(search);
  });

  it('sends null for "all" to the API', () => {
    expect(requestQueryVariables({ status: '', type: 'EDIT' })).toEqual({ status: null, type: 'EDIT' });
  });
});
