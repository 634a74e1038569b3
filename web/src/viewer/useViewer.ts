import { createContext, createElement, useContext, type ReactNode } from 'react';
import { fetchQuery, graphql, useFragment } from 'react-relay';
import type { Environment, RecordSourceSelectorProxy } from 'relay-runtime';
import type { useViewer_user$data, useViewer_user$key } from '../__generated__/useViewer_user.graphql.ts';

/* eslint-disable relay/unused-fields -- the hook hands the viewer to every caller, typed by useViewer_user$data */
const fragment = graphql`
  fragment useViewer_user on User {
    id
    databaseId
    username
    displayName
    role
    locale
    emailVerified
  }
`;
/* eslint-enable relay/unused-fields */

const ViewerContext = createContext<useViewer_user$key | null>(null);

/** Provided by the app shell from its query's `viewer`; null for a visitor. */
export function ViewerProvider({
  user,
  children,
}: {
  user: useViewer_user$key | null | undefined;
  children: ReactNode;
}) {
  return createElement(ViewerContext.Provider, { value: user ?? null }, children);
}

/** The signed-in user (who they are and their role), or null for a visitor. */
export function useViewer(): useViewer_user$data | null {
  return useFragment(fragment, useContext(ViewerContext)) ?? null;
}

/**
 * After logIn or signUp: the user in the mutation's `data` becomes the root `viewer`, and every
 * other cached query is marked stale, since what a page shows may depend on who is looking.
 */
export function linkViewer(store: RecordSourceSelectorProxy, rootField: string): void {
  const user = store.getRootField(rootField)?.getLinkedRecord('data');
  if (!user) return;
  store.invalidateStore();
  store.getRoot().setLinkedRecord(user, 'viewer');
}

/** After logOut or account deletion: nobody is signed in and nothing cached is trusted. */
export function unlinkViewer(store: RecordSourceSelectorProxy): void {
  store.invalidateStore();
  store.getRoot().setValue(null, 'viewer');
}

const refreshQuery = graphql`
  query useViewerRefreshQuery {
    viewer {
      ...useViewer_user
    }
  }
`;

/**
 * Asks the server who is signed in now, after something that may have ended this browser's
 * session without a logOut (a password reset ends every session of the account).
 */
export function refreshViewer(environment: Environment): Promise<unknown> {
  return fetchQuery(environment, refreshQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
}
