import { graphql, useFragment } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import { MINIGAMES } from '#shared/minigame-rules';
import type { MinigameStats_user$key } from '../__generated__/MinigameStats_user.graphql.ts';
import { useMinigameRecords } from './useMinigameRecords.ts';
import { useMinigameName } from './minigame-labels.ts';
import { RecordFacts } from './RecordFacts.tsx';
import './minigames.css';

/** The minigames part of a profile's stats section; nothing when the section is hidden from the viewer. */
export function MinigameStats({ user }: { user: MinigameStats_user$key }) {
  const data = useFragment(
    graphql`
      fragment MinigameStats_user on User {
        ...useMinigameRecords_user
      }
    `,
    user,
  );
  const records = useMinigameRecords(data);
  const name = useMinigameName();
  if (!records) return null;
  return (
    <section className="minigame-stats" aria-labelledby="profile-minigames">
      <h3 id="profile-minigames">
        <Trans>Minigames</Trans>
      </h3>
      {MINIGAMES.map((game) => (
        <div key={game} className="minigame-stat">
          <h4>{name(game)}</h4>
          <RecordFacts record={records[game]} />
        </div>
      ))}
    </section>
  );
}
