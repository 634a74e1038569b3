import { describe, expect, it } from 'vitest';
import { graphql } from 'react-relay';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import { gameInput } from '#shared/catalogue-input';
import { checkInput } from '#shared/input-check';
import GameQuery, {
  type gameToFormValuesTestQuery$data,
} from '../../__generated__/gameToFormValuesTestQuery.graphql.ts';
import { fakeRelayEnvironment } from '../../test/fake-relay.tsx';
import { gameDraft, gameInputOf } from './game-form-values.ts';
import { gameToFormValues } from './game-to-form-values.ts';

// Declares the test's query for the Relay compiler; the artifact is imported above.
void graphql`
  query gameToFormValuesTestQuery {
    game(databaseId: 12) {
      ...gameToFormValues_game
    }
  }
`;

const image = (id: number) => ({
  __typename: 'Image',
  id: `SW1hZ2U6${id}`,
  databaseId: id,
  url: `/images/sha-${id}`,
  width: 300,
  height: 420,
  bytes: 20480,
});
const company = (id: number, name: string) => ({ __typename: 'Company', id: `Q29tcGFueTo${id}`, name });

const wonderBoy = {
  __typename: 'Game',
  id: 'R2FtZToxMg==',
  title: 'Wonder Boy in Monster Land',
  console: { __typename: 'Console', id: 'Q29uc29sZToxNw==', databaseId: 17 },
  versions: [
    {
      __typename: 'Version',
      id: 'VmVyc2lvbjozMA==',
      databaseId: 30,
      title: 'Wonder Boy in Monster Land',
      region: 'NTSC_U',
      country: null,
      revision: '1.0',
      releaseDate: '1988-05-01',
      boxArtUrl: null,
      barcode: null,
      developers: [company(1, 'Westone')],
      publishers: [company(2, 'Sega')],
      mediumImage: image(5),
      frontImage: image(6),
      backImage: null,
    },
    {
      __typename: 'Version',
      id: 'VmVyc2lvbjozMQ==',
      databaseId: 31,
      title: 'Mônica no Castelo do Dragão',
      region: 'OTHER',
      country: 'Brazil',
      revision: 'Rev A',
      releaseDate: '1991-01-01',
      boxArtUrl: 'https://example.org/monica.jpg',
      barcode: '5901234123457',
      developers: [company(1, 'Westone')],
      publishers: [company(3, 'Tectoy'), company(2, 'Sega')],
      mediumImage: image(7),
      frontImage: null,
      backImage: image(8),
    },
  ],
};

/** The game as the edit screen's query would hold it. */
function storedGame() {
  const { environment } = fakeRelayEnvironment(() => ({ data: {} }));
  const operation = createOperationDescriptor(getRequest(GameQuery), {});
  environment.commitPayload(operation, { game: wonderBoy });
  return (environment.lookup(operation.fragment).data as gameToFormValuesTestQuery$data).game!;
}

describe('a stored game as the form’s values (edit mode)', () => {
  it('keeps each version’s id, its companies by name and its images with their previews', () => {
    const values = gameToFormValues(storedGame());
    expect(values.title).toBe('Wonder Boy in Monster Land');
    expect(values.console).toEqual({ id: 'Q29uc29sZToxNw==', databaseId: 17 });
    const [american, brazilian] = values.versions;
    expect(american).toMatchObject({
      version: { id: 'VmVyc2lvbjozMA==', databaseId: 30 },
      region: 'NTSC_U',
      uniqueVariant: false,
      country: '',
      revision: '1.0',
      releaseDate: '1988-05-01',
      boxArtUrl: '',
      barcode: '',
      developers: ['Westone'],
      publishers: ['Sega'],
      mediumImage: { id: image(5).id, databaseId: 5, url: '/images/sha-5', width: 300, height: 420, bytes: 20480 },
      backImage: null,
    });
    expect(brazilian).toMatchObject({
      version: { id: 'VmVyc2lvbjozMQ==', databaseId: 31 },
      region: 'OTHER',
      uniqueVariant: true,
      country: 'Brazil',
      publishers: ['Tectoy', 'Sega'],
      frontImage: null,
      backImage: { databaseId: 8 },
      boxArtUrl: 'https://example.org/monica.jpg',
      barcode: '5901234123457',
    });
    expect(american!.key).not.toBe(brazilian!.key);
  });

  it('sends the game back unchanged: the same input passes the rules with the version ids kept', () => {
    const values = gameToFormValues(storedGame());
    expect(checkInput(gameInput, gameDraft(values)).ok).toBe(true);
    const input = gameInputOf(values);
    expect(input.versions.map((version) => [version.id, version.mediumImageId, version.country])).toEqual([
      ['VmVyc2lvbjozMA==', image(5).id, null],
      ['VmVyc2lvbjozMQ==', image(7).id, 'Brazil'],
    ]);
  });
});
