import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { VersionSelector_game$key } from '../../__generated__/VersionSelector_game.graphql.ts';
import { usePreferences } from '../../preferences/PreferencesProvider.tsx';
import { chooseVersion, orderVersions } from '../../games/choose-version.ts';
import { VersionDetails } from './VersionDetails.tsx';
import { useRegionLabel } from '../../games/region-label.ts';
import { versionLabels } from '../../games/version-label.ts';

const DETAILS_ID = 'version-details';
const SELECT_ID = 'version-select';

/**
 * Picks one regional version and shows it. The choice is kept in `?version=<databaseId>` so a link
 * shows the same version; without one (or with a stale one) the user's game defaults decide.
 */
export function VersionSelector({ game }: { game: VersionSelector_game$key }) {
  const data = useFragment(
    graphql`
      fragment VersionSelector_game on Game {
        versions {
          id
          databaseId
          title
          region
          country
          revision
          releaseDate
          ...VersionDetails_version
        }
      }
    `,
    game,
  );
  const { gameDefaults } = usePreferences();
  const regionLabel = useRegionLabel();
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const ordered = useMemo(
    () => orderVersions(data.versions, gameDefaults.sortByDate),
    [data.versions, gameDefaults.sortByDate],
  );
  // "PAL · 1999" and "PAL · France · 1999": facts, not a sentence, and never two alike.
  const labels = versionLabels(
    data.versions.map((v) => ({
      id: v.id,
      region: v.region,
      country: v.country,
      revision: v.revision,
      releaseDate: v.releaseDate,
      title: v.title,
    })),
    regionLabel,
  );
  const requested = searchParams.get('version');
  const selected =
    data.versions.find((version) => String(version.databaseId) === requested) ??
    chooseVersion(data.versions, gameDefaults);

  const select = (databaseId: string) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('version', databaseId);
        return next;
      },
      // Switching versions is not a new page: keep history and scroll position as they are.
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <section className="game-versions" aria-labelledby="game-versions-heading">
      <h2 id="game-versions-heading">
        <Trans>Versions</Trans>
      </h2>
      {selected ? (
        <>
          <div className="field version-picker needs-script">
            <label htmlFor={SELECT_ID}>
              <Trans>Version</Trans>
            </label>
            <select
              id={SELECT_ID}
              value={String(selected.databaseId)}
              aria-controls={DETAILS_ID}
              onChange={(event) => select(event.target.value)}
            >
              {ordered.map((version) => (
                <option key={version.id} value={String(version.databaseId)}>
                  {labels.get(version.id)}
                </option>
              ))}
            </select>
          </div>
          {/* Without script the choice is a list of links: each address shows its version. */}
          <noscript>
            <nav className="version-links" aria-label={t`Versions`}>
              <ul>
                {ordered.map((version) => (
                  <li key={version.id}>
                    <a
                      href={`?version=${version.databaseId}`}
                      aria-current={version.id === selected.id ? 'page' : undefined}
                    >
                      {labels.get(version.id)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </noscript>
          <VersionDetails id={DETAILS_ID} version={selected} />
        </>
      ) : (
        <p className="notice">
          <Trans>No versions of this game have been added yet.</Trans>
        </p>
      )}
    </section>
  );
}
