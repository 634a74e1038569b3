import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { AddGameScreenQuery } from '../../__generated__/AddGameScreenQuery.graphql.ts';
import { preloadQuery } from '../../relay/preload.ts';
import { RequireViewer } from '../../viewer/LoginPrompt.tsx';
import { GameForm, type GameFormProps } from './GameForm.tsx';
import { emptyGameFormValues, gameInputOf } from './game-form-values.ts';
import { useAddGame } from './useAddGame.ts';

const query = graphql`
  query AddGameScreenQuery {
    ...GameForm_query
  }
`;

export function loader() {
  return preloadQuery<AddGameScreenQuery>(query, {});
}

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<AddGameScreenQuery>;
  return (
    <article className="add-game">
      <h1>
        <Trans>Add a game</Trans>
      </h1>
      <RequireViewer reason="contribute">
        <p className="add-game-intro">
          <Trans>
            Add a physical game with at least one regional version. The{' '}
            <Link to="/contribution-guide">contribution guide</Link> explains what makes a good entry.
          </Trans>
        </p>
        <AddGame queryRef={queryRef} />
      </RequireViewer>
    </article>
  );
}

function AddGame({ queryRef }: { queryRef: PreloadedQuery<AddGameScreenQuery> }) {
  const data = usePreloadedQuery<AddGameScreenQuery>(query, queryRef);
  const addGame = useAddGame();
  const navigate = useNavigate();
  const [initialValues] = useState(emptyGameFormValues);
  const onSubmit: GameFormProps['onSubmit'] = async (values, { confirmedNotDuplicate }) => {
    const outcome = await addGame(gameInputOf(values), confirmedNotDuplicate);
    if (outcome.kind === 'done') void navigate(`/games/${outcome.data.databaseId}`);
    return outcome;
  };
  return <GameForm query={data} initialValues={initialValues} mode="add" onSubmit={onSubmit} />;
}
