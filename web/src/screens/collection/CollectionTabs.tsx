import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import {
  COLLECTION_LISTS,
  collectionSearchParams,
  type CollectionListName,
  type CollectionSearch,
} from './collection-search-params.ts';

/** Owned, Wanted, For trade: links rather than an ARIA tablist, so each tab has its own address. */
export function CollectionTabs({ search }: { search: CollectionSearch }) {
  const { t } = useLingui();
  const labels: Record<CollectionListName, string> = { owned: t`Owned`, wanted: t`Wanted`, trade: t`For trade` };
  return (
    <nav className="collection-tabs" aria-label={t`Collection lists`}>
      <ul>
        {COLLECTION_LISTS.map((list) => {
          const params = collectionSearchParams({ ...search, list }).toString();
          return (
            <li key={list}>
              <Link
                to={params ? `/collection?${params}` : '/collection'}
                aria-current={list === search.list ? 'page' : undefined}
              >
                {labels[list]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
