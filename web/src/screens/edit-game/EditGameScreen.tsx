import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { editRequestReason } from '#shared/request-rules';
import { checkInput } from '#shared/input-check';
import type { EditGameScreenQuery } from '../../__generated__/EditGameScreenQuery.graphql.ts';
import { useDocumentTitle } from '../../layout/document-title.ts';
import { preloadQuery } from '../../relay/preload.ts';
import { LoginPrompt } from '../../viewer/LoginPrompt.tsx';
import { useViewer } from '../../viewer/useViewer.ts';
import { GameForm, type ExtraFields, type GameFormProps } from '../add-game/GameForm.tsx';
import { gameInputOf } from '../add-game/game-form-values.ts';
import { gameToFormValues } from '../add-game/game-to-form-values.ts';
import { GameNotFound } from '../game-detail/GameNotFound.tsx';
import { parseGameId } from '../game-detail/GameDetailScreen.tsx';
import { ReasonField } from './ReasonField.tsx';
import { useSubmitEditRequest } from './useSubmitEditRequest.ts';
import '../add-game/add-game.css';

const query = graphql`
  query EditGameScreenQuery($id: Int!) {
    game(databaseId: $id) {
      id
      databaseId
      title
      ...gameToFormValues_game
    }
    ...GameForm_query
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  const id = parseGameId(params.id);
  return id === null ? null : preloadQuery<EditGameScreenQuery>(query, { id });
}

/** /games/{id}/edit: the add-game form, filled with the game, sends an edit request for the community to vote on. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<EditGameScreenQuery> | null;
  const viewer = useViewer();
  if (!queryRef) return <GameNotFound />;
  if (!viewer) {
    return (
      <article className="add-game edit-game">
        <h1>
          <Trans>Request an edit</Trans>
        </h1>
        <LoginPrompt reason="contribute" />
      </article>
    );
  }
  return <EditGame queryRef={queryRef} />;
}

function EditGame({ queryRef }: { queryRef: PreloadedQuery<EditGameScreenQuery> }) {
  const data = usePreloadedQuery<EditGameScreenQuery>(query, queryRef);
  if (!data.game) return <GameNotFound />;
  return <EditGameForm query={data} game={data.game} />;
}

type Game = NonNullable<EditGameScreenQuery['response']['game']>;

function EditGameForm({ query: data, game }: { query: EditGameScreenQuery['response']; game: Game }) {
  const { t } = useLingui();
  const title = game.title;
  useDocumentTitle(t`Edit ${title}`);
  const submitEditRequest = useSubmitEditRequest();
  const navigate = useNavigate();
  const [initialValues] = useState(() => gameToFormValues(game));
  const [reason, setReason] = useState('');

  const extraFields: ExtraFields = {
    names: ['reason'],
    check: () => {
      const checked = checkInput(editRequestReason, { reason });
      return checked.ok ? [] : checked.problems;
    },
    render: (problems, clearProblem) => (
      <ReasonField
        form="game"
        request="edit"
        label={<Trans>Reason for the edit</Trans>}
        hint={<Trans>Tell voters what was wrong and where the correct information comes from.</Trans>}
        value={reason}
        problem={problems.reason}
        onChange={(value) => {
          setReason(value);
          clearProblem('reason');
        }}
      />
    ),
  };

  const onSubmit: GameFormProps['onSubmit'] = async (values) => {
    const outcome = await submitEditRequest(game.id, gameInputOf(values), reason);
    if (outcome.kind === 'done') void navigate(`/request/${outcome.data.databaseId}`);
    return outcome;
  };

  return (
    <article className="add-game edit-game">
      <h1>
        <Trans>Request an edit: {title}</Trans>
      </h1>
      <p className="add-game-intro">
        <Trans>
          Change anything that is wrong and say why. The community votes on your request before the game changes. The{' '}
          <Link to="/contribution-guide">contribution guide</Link> explains what makes a good entry.
        </Trans>
      </p>
      <GameForm query={data} initialValues={initialValues} mode="edit" extraFields={extraFields} onSubmit={onSubmit} />
    </article>
  );
}
