import { graphql, useFragment } from 'react-relay';
import type { BattleCard_game$key } from '../../../__generated__/BattleCard_game.graphql.ts';
import { STATS, type CardValues, type Stat } from '../../../minigames/card-battle/card-values.ts';
import { chooseVersion } from '../../../games/choose-version.ts';
import { usePreferences } from '../../../preferences/PreferencesProvider.tsx';
import { useStatLabels } from './stat-labels.ts';
import { StatValue } from './StatValue.tsx';

/**
 * A game as a card: box art of the version the player's game defaults choose, the title and the
 * four values. Only phrasing content, so it can sit inside the button that plays it.
 */
export function BattleCard({
  game,
  values,
  stat,
}: {
  game: BattleCard_game$key;
  values: CardValues;
  stat: Stat | null;
}) {
  const data = useFragment(
    graphql`
      fragment BattleCard_game on Game {
        title
        versions {
          title
          region
          releaseDate
          frontImage {
            url
          }
        }
      }
    `,
    game,
  );
  const { gameDefaults } = usePreferences();
  const labels = useStatLabels();
  const versions = data.versions.map(({ title, region, releaseDate, frontImage }) => ({
    title,
    region,
    releaseDate,
    frontImage,
  }));
  const art = chooseVersion(versions, gameDefaults)?.frontImage?.url;
  return (
    <span className="battle-card">
      {/* Decorative: the title next to it names the game. */}
      {art ? <img src={art} alt="" width={72} height={100} loading="lazy" /> : <span className="art-missing" />}
      <span className="battle-card-body">
        <span className="battle-card-title">{data.title}</span>
        {STATS.map((name) => (
          <span key={name} className={name === stat ? 'battle-card-stat current' : 'battle-card-stat'}>
            {labels.name(name)}: <StatValue stat={name} values={values} />
          </span>
        ))}
      </span>
    </span>
  );
}
