import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { collectorLevelName, completenessOf, type CollectorLevelProgress } from '#shared/collection-rules';
import { CollectorLevelView, type CollectorLevelData } from '../collection/CollectorLevel.tsx';
import { CollectionStatsView } from '../collection/CollectionStats.tsx';
import { useCopyLabels } from '../collection/condition-label.ts';
import { formatPrice } from '../collection/price.ts';
import { useRegionLabel } from '../games/region-label.ts';
import { titleLang } from '../games/text-lang.ts';
import { CollectionTabs } from '../screens/collection/CollectionTabs.tsx';
import { FriendMatchesView } from '../screens/collection/FriendMatches.tsx';
import { collectionSearchParams, type CollectionSearch } from '../screens/collection/collection-search-params.ts';
import { CopiesSection } from '../screens/collection/CopiesSection.tsx';
import { LoginPrompt } from '../viewer/LoginPrompt.tsx';
import { useViewer } from '../viewer/useViewer.ts';
import { deviceCollection, type DeviceCopy, type DeviceWant, type Waiting } from './library-collection.ts';
import type { LibraryVersion } from './library-lookup.ts';
import { useOnline } from './online-status.ts';
import { nextRetryWait } from './server-retry.ts';
import { SavedAt } from './SavedAt.tsx';
import { useDeviceLibrary } from './use-device-library.ts';
import '../screens/collection/collection.css';
import './offline-lookup.css';

// /collection while offline (issue 28, part 3), when the route's loader runs with no network: the
// member's whole collection, want list, level, statistics and friends' matches from the copy kept
// on the device, with the changes still in the outbox laid over it. Read-only: a copy is edited on
// the page kept from an online visit, or once the network is back (this screen then gives way to
// the server's page by itself).

/** The shared rule's level as the API sends it. */
const asGraphQL = (progress: CollectorLevelProgress): CollectorLevelData => ({
  ...progress,
  level: collectorLevelName(progress.level),
  nextLevel: progress.nextLevel && collectorLevelName(progress.nextLevel),
});

function WaitingNote({ waiting }: { waiting: Waiting }) {
  if (!waiting) return null;
  return (
    <p className="offline-waiting">
      {waiting === 'added' ? <Trans>Added offline, not sent yet</Trans> : <Trans>Changed offline, not sent yet</Trans>}
    </p>
  );
}

function VersionHeading({ id, version }: { id: string; version: LibraryVersion }) {
  const lang = titleLang(version.gameTitle);
  return (
    <h3 id={id}>
      {version.gameId ? (
        <Link to={`/games/${version.gameId}`} lang={lang}>
          {version.gameTitle}
        </Link>
      ) : (
        <span lang={lang}>{version.gameTitle}</span>
      )}
    </h3>
  );
}

function VersionLine({ version, children }: { version: LibraryVersion; children?: ReactNode }) {
  const regionLabel = useRegionLabel();
  return (
    <p className="copy-facts muted">
      {version.title && <span lang={titleLang(version.title)}>{version.title}</span>}
      {version.title && version.region && ' · '}
      {version.region && regionLabel(version.region)}
      {children}
    </p>
  );
}

function CopyItem({ copy, index }: { copy: DeviceCopy; index: number }) {
  const { i18n } = useLingui();
  const labels = useCopyLabels();
  const headingId = `device-copy-${index}`;
  return (
    <li className="copy-row card" aria-labelledby={headingId}>
      <VersionHeading id={headingId} version={copy.version} />
      <VersionLine version={copy.version} />
      <dl className="copy-details">
        <div>
          <dt>
            <Trans>Condition</Trans>
          </dt>
          <dd>{copy.condition ? labels.condition(copy.condition) : <Trans>Not given</Trans>}</dd>
        </div>
        <div>
          <dt>
            <Trans>Completeness</Trans>
          </dt>
          <dd>{labels.completeness(completenessOf(copy))}</dd>
        </div>
        {copy.pricePaidCents != null && copy.currency && (
          <div>
            <dt>
              <Trans>Price paid</Trans>
            </dt>
            <dd>{formatPrice(i18n.locale, copy.pricePaidCents, copy.currency)}</dd>
          </div>
        )}
      </dl>
      {copy.forTrade && (
        <p>
          <Trans>Offered for trade</Trans>
        </p>
      )}
      <WaitingNote waiting={copy.waiting} />
    </li>
  );
}

function WantItem({ want, index }: { want: DeviceWant; index: number }) {
  const { i18n } = useLingui();
  const headingId = `device-want-${index}`;
  return (
    <li className="want-row card" aria-labelledby={headingId}>
      <VersionHeading id={headingId} version={want.version} />
      <VersionLine version={want.version}>
        {want.maxPriceCents != null && want.currency && (
          <>
            {' '}
            · <Trans>at most {formatPrice(i18n.locale, want.maxPriceCents, want.currency)}</Trans>
          </>
        )}
      </VersionLine>
      <WaitingNote waiting={want.waiting} />
    </li>
  );
}

function WantItems({ wants }: { wants: DeviceWant[] }) {
  return (
    <section className="collection-list" aria-labelledby="want-list-heading">
      <h2 id="want-list-heading">
        <Trans>Want list</Trans>
      </h2>
      {wants.length === 0 ? (
        <p className="notice" role="status">
          <Trans>Your want list is empty.</Trans>
        </p>
      ) : (
        <ul className="want-list">
          {wants.map((want, index) => (
            <WantItem key={want.version.id} want={want} index={index} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The title search; the other filters need the catalogue's consoles, which offline is not there. */
function SearchForm({ search }: { search: CollectionSearch }) {
  const navigate = useNavigate();
  const [q, setQ] = useState(search.q);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const params = collectionSearchParams({ ...search, q: q.trim() }).toString();
    void navigate(params ? `/collection?${params}` : '/collection', { preventScrollReset: true });
  };
  return (
    <form className="collection-filters" role="search" onSubmit={onSubmit}>
      <div className="field collection-search">
        <label htmlFor="collection-q">
          <Trans>Search your collection</Trans>
        </label>
        <div className="game-search-row">
          <input id="collection-q" type="search" value={q} onChange={(event) => setQ(event.target.value)} />
          <button type="submit" className="button">
            <Trans>Search</Trans>
          </button>
        </div>
      </div>
    </form>
  );
}

/** Asks the server again: at once when the network is back, later after a failed attempt. */
function useServerAgain(unreachable: boolean) {
  const online = useOnline();
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!online) return;
    // The route's loader runs again; once the server answers, its page takes over.
    const timer = setTimeout(() => void revalidate(), unreachable ? nextRetryWait() : 0);
    return () => clearTimeout(timer);
  }, [online, unreachable, revalidate]);
}

/**
 * `unreachable`: the browser says it is online, but the server's answer did not come (a flaky
 * network, or the first moments back online): the same screen, with words that say so.
 */
export default function OfflineCollection({ search, unreachable }: { search: CollectionSearch; unreachable: boolean }) {
  const viewer = useViewer();
  const device = useDeviceLibrary(viewer?.databaseId);
  useServerAgain(unreachable);

  if (!viewer)
    return (
      <article className="collection">
        <h1>
          <Trans>My collection</Trans>
        </h1>
        <LoginPrompt />
      </article>
    );
  if (!device) return null;
  const { library, opened, waiting } = device;
  const shown = deviceCollection(library, opened, waiting, search);
  const dropped = search.consoleId !== '' || search.sort !== 'TITLE';
  return (
    <article className="collection offline-collection">
      <h1>
        <Trans>My collection</Trans>
      </h1>
      <p className="notice">
        {unreachable ? (
          <Trans>
            The server cannot be reached: this is your collection as kept on this device. Copies can be edited again
            once it answers.
          </Trans>
        ) : (
          <Trans>
            You are offline: this is your collection as kept on this device. Copies can be edited again once you are
            online.
          </Trans>
        )}
      </p>
      {library ? (
        <SavedAt savedAt={library.savedAt} />
      ) : (
        <p className="notice">
          <Trans>
            Your collection is not kept on this device yet: open the app while online and signed in, and it will be.
          </Trans>
        </p>
      )}
      <section className="collection-summary card" aria-labelledby="collection-level-heading">
        <h2 id="collection-level-heading" className="visually-hidden">
          <Trans>Collector level</Trans>
        </h2>
        <CollectorLevelView progress={asGraphQL(shown.level)} />
      </section>
      <CollectionTabs search={search} />
      {search.list === 'trade' && <FriendMatchesView wanting={library?.friendsWanting} />}
      {search.list === 'wanted' && <FriendMatchesView having={library?.friendsHaving} />}
      {search.list === 'wanted' ? (
        <WantItems wants={shown.wants} />
      ) : (
        <>
          <SearchForm key={search.q} search={search} />
          {dropped && (
            <p className="muted">
              <Trans>Offline, the list is in title order, and the console filter is not applied.</Trans>
            </p>
          )}
          <CopiesSection search={search} total={shown.copies.length} empty={shown.copies.length === 0}>
            {shown.copies.map((copy, index) => (
              <CopyItem key={copy.id} copy={copy} index={index} />
            ))}
          </CopiesSection>
        </>
      )}
      {search.list === 'owned' && library?.stats && (
        <>
          <CollectionStatsView stats={library.stats} />
          {waiting.length > 0 && (
            <p className="muted">
              <Trans>The statistics do not count the changes not sent yet.</Trans>
            </p>
          )}
        </>
      )}
    </article>
  );
}
