import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { REQUEST_STATUS_LABELS, REQUEST_TYPE_LABELS } from './request-labels.ts';
import { REQUEST_STATUSES, REQUEST_TYPES, requestSearchParams, type RequestSearch } from './request-search-params.ts';

/**
 * Each change is a new address, so the list loads through the route loader. Without script the
 * form is sent as it is, by GET to the same address, with a button to send it.
 */
export function RequestFilters({ search }: { search: RequestSearch }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const go = (next: RequestSearch) => {
    const params = requestSearchParams(next).toString();
    void navigate(params ? `/requests?${params}` : '/requests', { preventScrollReset: true });
  };
  return (
    <form
      className="request-filters"
      role="search"
      action="/requests"
      method="get"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="field">
        <label htmlFor="request-status">
          <Trans>Status</Trans>
        </label>
        <select
          id="request-status"
          name="status"
          value={search.status}
          onChange={(event) => go({ ...search, status: event.target.value as RequestSearch['status'] })}
        >
          <option value="">
            <Trans>All</Trans>
          </option>
          {REQUEST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {i18n._(REQUEST_STATUS_LABELS[status])}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="request-type">
          <Trans>Type</Trans>
        </label>
        <select
          id="request-type"
          name="type"
          value={search.type}
          onChange={(event) => go({ ...search, type: event.target.value as RequestSearch['type'] })}
        >
          <option value="">
            <Trans>All</Trans>
          </option>
          {REQUEST_TYPES.map((type) => (
            <option key={type} value={type}>
              {i18n._(REQUEST_TYPE_LABELS[type])}
            </option>
          ))}
        </select>
      </div>
      <noscript>
        <button type="submit" className="button">
          <Trans>Apply filters</Trans>
        </button>
      </noscript>
    </form>
  );
}
