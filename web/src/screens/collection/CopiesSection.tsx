import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Plural, Trans } from '@lingui/react/macro';
import { isFiltered, type CollectionSearch } from './collection-search-params.ts';

interface Props {
  search: CollectionSearch;
  /** Copies matching the search, every page of them: the count under the heading. */
  total: number;
  /** Nothing to list: the words for an empty tab or search instead of the section. */
  empty: boolean;
  /**
   * An empty collection links to the catalogue, where copies are added. Not offline: the catalogue
   * needs the network there.
   */
  browseLink?: boolean;
  /** The rows, each an `<li>`. */
  children: ReactNode;
  /** What follows the list (the next page's button). */
  after?: ReactNode;
}

/**
 * /collection's copies: heading, count and empty states, the same online (CollectionList, the
 * server's pages) and offline (OfflineCollection, the device's copy); the rows are the caller's.
 */
export function CopiesSection({ search, total, empty, browseLink = false, children, after }: Props) {
  if (empty) {
    if (search.list === 'trade' && !isFiltered(search))
      return (
        <p className="notice" role="status">
          <Trans>You offer no copies for trade. Open the Owned tab and choose Offer for trade on a copy.</Trans>
        </p>
      );
    if (isFiltered(search))
      return (
        <p className="notice" role="status">
          <Trans>No copies in your collection match this search.</Trans>
        </p>
      );
    if (!browseLink)
      return (
        <p className="notice" role="status">
          <Trans>Your collection is empty.</Trans>
        </p>
      );
    return (
      <div className="notice collection-empty" role="status">
        <p>
          <Trans>Your collection is empty.</Trans>
        </p>
        <p>
          <Link to="/games">
            <Trans>Browse the games and add the ones you own</Trans>
          </Link>
        </p>
      </div>
    );
  }
  return (
    <section className="collection-list" aria-labelledby="collection-list-heading">
      <h2 id="collection-list-heading">
        {search.list === 'trade' ? <Trans>Copies for trade</Trans> : <Trans>Copies</Trans>}
      </h2>
      <p role="status" className="muted">
        <Plural value={total} one="# copy" other="# copies" />
      </p>
      <ul className="copy-list">{children}</ul>
      {after}
    </section>
  );
}
