import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { editRequestReason } from '#shared/request-input';
import { checkInput } from '#shared/input-check';
import type { EditGameScreenQuery } from '../../__generated__/EditGameScreenQuery.graphql.ts';
import { useDocumentTitle } from '../../layout/document-title.ts';
import { preloadQuery } from '../../relay/preload.ts';
import { LoginPrompt } from '../../viewer/LoginPrompt.tsx';
import { useViewer } from '../../viewer/useViewer.ts';
import { GameForm, type ExtraFields, type GameFormProps } from '../add-game/GameForm.tsx';
import { gameInputOf } from '../add-game/game-form-values.ts';
import { gameToFormValues } from '../add-game/game-to-form-values.ts';
import { revertFormValues } from './revert-form-values.ts';
import { GameNotFound } from '../game-detail/GameNotFound.tsx';
import { parseGameId } from '../game-detail/GameDetailScreen.tsx';
import { ReasonField } from './ReasonField.tsx';
import { useSubmitEditRequest } from './useSubmitEditRequest.ts';
import '../add-game/add-game.css';

const query = graphql`
  query EditGameScreenQuery($id: Int!, $revertId: ID!, $reverting: Boolean!) {
    game(databaseId: $id) {
      id
      databaseId
      title
      ...gameToFormValues_game
    }
    revertEntry: node(id: $revertId) @include(if: $reverting) {
      ... on GameHistoryEntry @alias(as: "historyEntry") {
        createdAt
        gameDatabaseId
        ...revertFormValues_entry
      }
    }
    ...GameForm_query
  }
`;

// The API parses an ID variable even where @include skips its field: without a revert, send an
// id of the right shape that names no entry.
const NO_ENTRY = btoa('GameHistoryEntry:0');

/** A history entry's global id from `?revert=`, or null when it is none (so the form opens as usual). */
function revertEntryId(raw: string | null): string | null {
  if (!raw) return null;
  try {
    return /^GameHistoryEntry:[1-9]\d*$/.test(atob(raw)) ? raw : null;
  } catch {
    return null;
  }
}

/** `?revert={history entry id}` opens the form to undo that change (from the game's history). */
export function loader({ params, request }: LoaderFunctionArgs) {
  const id = parseGameId(params.id);
  const revertId = revertEntryId(new URL(request.url).searchParams.get('revert'));
  return id === null
    ? null
    : preloadQuery<EditGameScreenQuery>(query, { id, revertId: revertId ?? NO_ENTRY, reverting: revertId !== null });
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
  const { t, i18n } = useLingui();
  const title = game.title;
  useDocumentTitle(t`Edit ${title}`);
  const submitEditRequest = useSubmitEditRequest();
  const navigate = useNavigate();
  // Only an entry of this game's history can be reverted here.
  const entry = data.revertEntry?.historyEntry;
  const revert = entry?.gameDatabaseId === game.databaseId ? entry : null;
  const [initialValues] = useState(() =>
    revert ? revertFormValues(gameToFormValues(game), revert) : gameToFormValues(game),
  );
  const [reason, setReason] = useState(() => {
    if (!revert?.createdAt) return '';
    const date = i18n.date(new Date(revert.createdAt), { dateStyle: 'long', timeStyle: 'short' });
    return t`Revert the change of ${date}`;
  });

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
