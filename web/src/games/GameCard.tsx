import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GameCard_game$key } from '../__generated__/GameCard_game.graphql.ts';
import { usePreferences } from '../preferences/PreferencesProvider.tsx';
import { chooseVersion, orderVersions } from './choose-version.ts';
import { useRegionLabel } from './region-label.ts';
import { titleLang } from './text-lang.ts';
import { versionLabels } from './version-label.ts';
import { CollectionControl } from '../collection/CollectionControl.tsx';
import { BoxArt } from './BoxArt.tsx';
import './game-card.css';

/** Cards in the first row of a grid, in view without scrolling on a phone and a desktop alike. */
export const CARDS_IN_VIEW = 4;

/** The art's CSS width in the grid (base.css: 2 to 8 columns, the page at most 1200 px below 1920). */
const CARD_ART_SIZES =
  '(min-width: 1280px) 260px, (min-width: 960px) calc(25vw - 2.5rem), (min-width: 600px) calc(33vw - 3rem), calc(50vw - 2.5rem)';

/**
 * A game in a grid: its title, box art of the chosen regional version with that version's own
 * title beside the game's when they differ, and a picker to switch version. `inView` cards load
 * their art at once and first (it is the page's largest paint); the rest only when scrolled to.
 * `headingLevel` fits the card's title under the page's headings (2 under the page's h1).
 */
export function GameCard({
  game,
  inView = false,
  headingLevel = 3,
}: {
  game: GameCard_game$key;
  inView?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const data = useFragment(
    /* eslint-disable relay/unused-fields -- the front image goes whole to BoxArt */
    graphql`
      fragment GameCard_game on Game {
        databaseId
        title
        console {
          name
        }
        versions {
          id
          title
          region
          country
          revision
          releaseDate
          frontImage {
            url
          }
          ...CollectionControl_version
        }
      }
    `,
    /* eslint-enable relay/unused-fields */
    game,
  );
  const { t } = useLingui();
  const { gameDefaults } = usePreferences();
  const regionLabel = useRegionLabel();
  const initial = chooseVersion(data.versions, gameDefaults);
  const [versionId, setVersionId] = useState(initial?.id);
  const version = data.versions.find((v) => v.id === versionId) ?? initial;
  const pickerId = `version-${data.databaseId}`;
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
  const regionalTitle = version && version.title !== data.title ? version.title : null;
  return (
    <article className="game-card" aria-labelledby={`game-${data.databaseId}`}>
      <Link to={`/games/${data.databaseId}`} className="game-card-link">
        {version?.frontImage ? (
          <BoxArt
            image={version.frontImage}
            alt={t`Front box art of ${version.title}`}
            sizes={CARD_ART_SIZES}
            width={150}
            height={210}
            priority={inView}
          />
        ) : (
          <div className="art-missing" role="img" aria-label={t`No box art`} />
        )}
        <Heading id={`game-${data.databaseId}`} lang={titleLang(data.title)}>
          {data.title}
        </Heading>
        {regionalTitle && (
          <p className="game-card-regional-title" lang={titleLang(regionalTitle, version?.region)}>
            {regionalTitle}
          </p>
        )}
      </Link>
      <p className="game-card-console">{data.console.name}</p>
      {data.versions.length > 1 && (
        <div className="game-card-picker">
          <label htmlFor={pickerId}>
            <Trans>Version</Trans>
          </label>
          <select id={pickerId} value={version?.id} onChange={(event) => setVersionId(event.target.value)}>
            {orderVersions(data.versions, gameDefaults.sortByDate).map((v) => (
              <option key={v.id} value={v.id}>
                {labels.get(v.id)}
              </option>
            ))}
          </select>
        </div>
      )}
      {version && <CollectionControl version={version} title={version.title} />}
    </article>
  );
}
