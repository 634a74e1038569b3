// A request as the API answers RequestDetailScreenQuery: an edit that fixes the title, changes
// one version's revision and adds a version.

/** One version of the game as a snapshot or proposal holds it. */
export const versionFixture = (overrides: Record<string, unknown> = {}) => ({
  versionId: 11,
  title: 'Chrono Trigger',
  region: 'NTSC_J',
  country: 'Japan',
  revision: '1.0',
  releaseDate: '1995-03-11',
  developers: ['Square'],
  publishers: ['Square'],
  mediumImage: { __typename: 'Image', id: 'img1', url: '/images/1.webp' },
  frontImage: null,
  backImage: null,
  boxArtUrl: null,
  barcode: null,
  ...overrides,
});

const sfc = { __typename: 'Console', id: 'c1', name: 'Super Famicom' };

export const user = (username: string, trustScore = 0, displayName: string | null = null) => ({
  __typename: 'User',
  id: `user-${username}`,
  username,
  displayName,
  trustScore,
});

export function requestFixture(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Request',
    id: 'req7',
    databaseId: 7,
    type: 'EDIT',
    status: 'PENDING',
    gameTitle: 'Crono Trigger',
    game: { __typename: 'Game', id: 'game3', databaseId: 3 },
    reason: 'The title is misspelt',
    createdAt: '2026-01-01T10:00:00.000Z',
    expiresAt: '2026-01-15T10:00:00.000Z',
    resolvedAt: null,
    resolutionNote: null,
    resetCount: 0,
    daysRemaining: 10,
    approvals: 2,
    rejections: 1,
    approvalPercentage: (2 / 3) * 100,
    votingOpen: true,
    viewerCanVote: true,
    viewerVote: null,
    submitter: user('sam', 15),
    snapshot: { title: 'Crono Trigger', console: sfc, versions: [versionFixture()] },
    proposal: {
      title: 'Chrono Trigger',
      console: sfc,
      versions: [
        versionFixture({ revision: '1.1', mediumImage: { __typename: 'Image', id: 'img2', url: '/images/2.webp' } }),
        versionFixture({ versionId: null, region: 'NTSC_U', country: null, releaseDate: '1995-08-22' }),
      ],
    },
    votes: {
      edges: [
        {
          cursor: 'v1',
          node: {
            __typename: 'Vote',
            id: 'vote1',
            value: 'APPROVE',
            updatedAt: '2026-01-02T10:00:00.000Z',
            user: user('kate'),
          },
        },
      ],
      pageInfo: { endCursor: 'v1', hasNextPage: false },
    },
    comments: { edges: [], pageInfo: { endCursor: null, hasNextPage: false } },
    actions: [],
    ...overrides,
  };
}

export const viewerFixture = (role: 'USER' | 'MODERATOR' | 'ADMIN' = 'USER') => ({
  __typename: 'User',
  id: 'user-viewer',
  role,
});
