import { useMemo, useSyncExternalStore } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { MinigamesScreenQuery } from '../../__generated__/MinigamesScreenQuery.graphql.ts';
import { preloadQuery } from '../../relay/preload.ts';
import { LOCAL_RESULTS_KEY, readLocalRecords } from '../../minigames/local-results.ts';
import { readKey } from '../../preferences/storage.ts';
import { snapshotStorage } from '../../ssr/preference-cookies.ts';

const noSubscription = () => () => {};
const readStoredResults = () => readKey(LOCAL_RESULTS_KEY);
import { useMinigameRecords } from '../../minigames/useMinigameRecords.ts';
import { MinigameCard } from './MinigameCard.tsx';
import '../../minigames/minigames.css';

const query = graphql`
  query MinigamesScreenQuery {
    viewer {
      ...useMinigameRecords_user
    }
  }
`;

// A match just finished elsewhere updates the cache; the network answer confirms it.
export function loader() {
  return preloadQuery<MinigamesScreenQuery>(query, {}, 'store-and-network');
}

/** /minigames: a card per game with how to play it and the player's record. */
export function Component() {
  const { viewer } = usePreloadedQuery<MinigamesScreenQuery>(
    query,
    useLoaderData() as PreloadedQuery<MinigamesScreenQuery>,
  );
  const kept = useMinigameRecords(viewer ?? null);
  // What this browser remembers, read after hydration: the server has no localStorage.
  const stored = useSyncExternalStore(noSubscription, readStoredResults, () => null);
  const inBrowser = useMemo(
    () => readLocalRecords(snapshotStorage(stored ? { [LOCAL_RESULTS_KEY]: stored } : {})),
    [stored],
  );
  const records = viewer ? (kept ?? {}) : inBrowser;
  return (
    <article className="minigames">
      <h1>
        <Trans>Minigames</Trans>
      </h1>
      <p>
        <Trans>
          Two small games for a break between catalogue edits, both playable with a keyboard, a mouse or a touch screen.
        </Trans>
      </p>
      {!viewer && (
        <p className="notice">
          <Trans>You are not logged in: your results are kept in this browser only.</Trans>
        </p>
      )}
      <div className="minigame-cards">
        <MinigameCard game="cardbattle" record={records.cardbattle} />
        <MinigameCard game="pong" record={records.pong} />
      </div>
    </article>
  );
}
