import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useRevalidator } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { CardBattleScreenQuery } from '../../../__generated__/CardBattleScreenQuery.graphql.ts';
import { preloadQuery } from '../../../relay/preload.ts';
import { DECK_SIZE } from '../../../minigames/card-battle/card-battle.ts';
import { CardBattle } from './CardBattle.tsx';
import { CardBattleHelp } from './CardBattleHelp.tsx';
import '../../../minigames/minigames.css';
import './card-battle.css';

const query = graphql`
  query CardBattleScreenQuery($amount: Int!) {
    randomGames(amount: $amount) {
      id
      ...CardBattle_games
    }
  }
`;

export function loader() {
  // A new hand on every visit and every new match.
  return preloadQuery<CardBattleScreenQuery>(query, { amount: DECK_SIZE }, 'network-only');
}

export function Component() {
  const data = usePreloadedQuery<CardBattleScreenQuery>(
    query,
    useLoaderData() as PreloadedQuery<CardBattleScreenQuery>,
  );
  const revalidator = useRevalidator();
  const [restarted, setRestarted] = useState(false);
  // A new draw is a new match: the key starts the match's state afresh.
  const deckKey = data.randomGames.map((game) => game.id).join();
  return (
    <article className="minigame">
      <h1>
        <Trans>Card battle</Trans>
      </h1>
      <CardBattleHelp />
      <CardBattle
        key={deckKey}
        games={data.randomGames}
        focusHand={restarted}
        onNewMatch={() => {
          setRestarted(true);
          void revalidator.revalidate();
        }}
      />
    </article>
  );
}
