import { Suspense, type ReactNode } from 'react';
import { useLazyLoadQuery } from 'react-relay';
import type { RouteObject } from 'react-router';
import { DEFAULT_EMAIL_DEFAULTS, type EmailDefaults } from '#shared/rules';
import settingsScreenQuery, {
  type SettingsScreenQuery,
  type SettingsScreenQuery$data,
} from '../../../__generated__/SettingsScreenQuery.graphql.ts';
import { mutationsIn, renderWithRelay, type Answer } from '../../../test/fake-relay.tsx';

/** A user as the API would answer the settings screen's query. */
export function fakeViewer(
  overrides: {
    emailPreferences?: Partial<EmailDefaults>;
    sessions?: FakeSession[];
    webhooks?: unknown[];
    apiKeys?: FakeApiKey[];
  } = {},
) {
  return {
    id: 'VXNlcjox',
    username: 'ada',
    emailPreferences: { ...DEFAULT_EMAIL_DEFAULTS, ...overrides.emailPreferences },
    sessions: overrides.sessions ?? [fakeSession({ id: 'U2Vzc2lvbjox', current: true })],
    profileVisibility: 'PUBLIC',
    hiddenSectionsSetting: [] as string[],
    favouriteGame: null,
    webhooks: overrides.webhooks ?? [],
    apiKeys: overrides.apiKeys ?? [],
  };
}

export interface FakeApiKey {
  id: string;
  name: string;
  displayPrefix: string;
  scopes: string[];
  createdAt: string;
  lastUsedAt: string | null;
  quotaPerSecond: number;
}

export const fakeApiKey = (key: Partial<FakeApiKey> & { id: string; name: string }): FakeApiKey => ({
  displayPrefix: 'cvk_AbCdEfGh',
  scopes: ['READ'],
  createdAt: '2025-03-01T12:00:00.000Z',
  lastUsedAt: null,
  quotaPerSecond: 20,
  ...key,
});

export interface FakeSession {
  id: string;
  current: boolean;
  userAgent: string | null;
  lastSeenAt: string;
}

export const fakeSession = (session: Partial<FakeSession> & { id: string }): FakeSession => ({
  current: false,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  lastSeenAt: '2025-03-01T12:00:00.000Z',
  ...session,
});

interface Options {
  viewer: ReturnType<typeof fakeViewer> | null;
  /** Answers each mutation; throwing is a network failure. */
  onMutation?: Answer;
  /** Answers the queries other than the screen's (refetches). */
  onQuery?: Answer;
  /** Other pages the part may navigate to. */
  routes?: RouteObject[];
}

/**
 * Renders part of the settings screen from the screen's real query, answered by a fake API,
 * so a test sees exactly the data and mutations the screen would.
 */
export function renderWithAccount(
  ui: (viewer: SettingsScreenQuery$data['viewer']) => ReactNode,
  { viewer, onMutation, onQuery, routes }: Options,
) {
  function Screen() {
    const data = useLazyLoadQuery<SettingsScreenQuery>(settingsScreenQuery, {});
    return ui(data.viewer);
  }
  const rendered = renderWithRelay(
    <Suspense fallback={null}>
      <Screen />
    </Suspense>,
    (operation) => {
      if (operation.name === 'SettingsScreenQuery') return { data: { viewer } };
      if (!operation.name.endsWith('Mutation')) {
        if (!onQuery) throw new Error(`Unexpected query ${operation.name}`);
        return onQuery(operation);
      }
      if (!onMutation) throw new Error(`Unexpected mutation ${operation.name}`);
      return onMutation(operation);
    },
    { path: '/settings', routes },
  );
  /** The mutations sent so far. */
  const mutations = () => mutationsIn(rendered.sent);
  return { ...rendered, mutations };
}
