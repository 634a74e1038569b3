import { Suspense } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { GraphQLResponse } from 'relay-runtime';
import type { GameFormTestQuery } from '../../../__generated__/GameFormTestQuery.graphql.ts';
import { renderWithRelay, type Answer, type SentOperation } from '../../../test/fake-relay.tsx';
import { GameForm, type GameFormProps } from '../GameForm.tsx';
import { emptyGameFormValues } from '../game-form-values.ts';

/* eslint-disable relay/graphql-naming -- the screen tests answer this name in place of their screens' own queries */
const query = graphql`
  query GameFormTestQuery {
    ...GameForm_query
  }
`;
/* eslint-enable relay/graphql-naming */

export const CONSOLES = [
  { id: 'Q29uc29sZTox', databaseId: 1, name: 'Nintendo Entertainment System', manufacturer: 'Nintendo' },
  { id: 'Q29uc29sZToxOA==', databaseId: 18, name: 'Mega Drive / Genesis', manufacturer: 'Sega' },
];

export const storedImage = (databaseId: number) => ({
  id: `SW1hZ2U6${databaseId}`,
  databaseId,
  url: `/images/sha-${databaseId}`,
  width: 40,
  height: 56,
  bytes: 1229,
});

/** A fake API: the consoles, no suggestions or similar games, and images stored as they come. */
export function defaultAnswer(operation: SentOperation): GraphQLResponse {
  switch (operation.name) {
    case 'GameFormTestQuery':
      return { data: { consoles: { edges: CONSOLES.map((node) => ({ node: { __typename: 'Console', ...node } })) } } };
    case 'CompanySuggestionsQuery':
      return { data: { companies: [{ __typename: 'Company', id: 'Q29tcGFueTox', name: 'Nintendo' }] } };
    case 'SimilarGamesLookupQuery':
      return { data: { similarGames: [] } };
    case 'useUploadImageMutation':
      return {
        data: {
          uploadImage: { __typename: 'MutationUploadImageSuccess', data: { __typename: 'Image', ...storedImage(7) } },
        },
      };
    default:
      throw new Error(`unexpected ${operation.name}`);
  }
}

function Harness(props: Omit<GameFormProps, 'query'>) {
  const data = useLazyLoadQuery<GameFormTestQuery>(query, {});
  return <GameForm query={data} {...props} />;
}

/** The form in add mode behind the fake API; `onSubmit` answers as the screen would. */
export function renderGameForm({
  onSubmit,
  answer = defaultAnswer,
  ...props
}: Partial<Omit<GameFormProps, 'query'>> & { answer?: Answer } = {}) {
  const submit = onSubmit ?? (async () => ({ kind: 'done', data: null }) as const);
  return renderWithRelay(
    <Suspense fallback="Loading">
      <Harness initialValues={emptyGameFormValues()} mode="add" onSubmit={submit} {...props} />
    </Suspense>,
    answer,
  );
}

export const pngFile = (name = 'cartridge.png', bytes = 1200, type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

/** Fills every required field of the first version with good values (the image through the fake upload). */
export async function fillRequiredFields() {
  await userEvent.type(await screen.findByLabelText('Game title'), 'Star Jacker');
  await userEvent.selectOptions(screen.getByLabelText('Console'), 'Mega Drive / Genesis');
  await userEvent.selectOptions(screen.getByLabelText('Region'), 'NTSC_J');
  await userEvent.type(screen.getByLabelText('Revision / number'), '1.0');
  fireEvent.input(screen.getByLabelText('Release date'), { target: { value: '1983-07-15' } });
  await userEvent.type(screen.getByLabelText('Developer 1'), 'Sega');
  await userEvent.type(screen.getByLabelText('Publisher 1'), 'Sega');
  await userEvent.upload(screen.getByLabelText('Disc or cartridge image'), pngFile());
  await screen.findByText('Stored image: 1.2 KB, 40 × 56 pixels.');
}
