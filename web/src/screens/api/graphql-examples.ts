// Example GraphQL operations shown on the API page; graphql-examples.test.ts validates each one
// against schema.graphql, so an example never stops working unnoticed.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface GraphqlExample {
  id: string;
  title: MessageDescriptor;
  query: string;
  variables?: Record<string, unknown>;
}

export const GRAPHQL_EXAMPLES: readonly GraphqlExample[] = [
  {
    id: 'search',
    title: msg`Search games by title`,
    query: `query SearchGames($search: String!) {
  games(search: $search, first: 5) {
    edges {
      node {
        databaseId
        title
        firstReleaseDate
        console { name }
      }
    }
  }
}`,
    variables: { search: 'zelda' },
  },
  {
    id: 'game',
    title: msg`A game by id, with its versions`,
    query: `query GameWithVersions($id: Int!) {
  game(databaseId: $id) {
    title
    console { name manufacturer }
    developers { name }
    publishers { name }
    versions {
      databaseId
      title
      region
      country
      revision
      releaseDate
    }
  }
}`,
    variables: { id: 1 },
  },
  {
    id: 'consoles',
    title: msg`Every console`,
    query: `query Consoles {
  consoles(first: 200) {
    edges {
      node { databaseId name manufacturer releaseDate }
    }
  }
}`,
  },
  {
    id: 'log-in',
    title: msg`Log in (the answer sets the session cookie)`,
    query: `mutation LogIn($input: LogInInput!) {
  logIn(input: $input) {
    __typename
    ... on MutationLogInSuccess { data { username role } }
    ... on ValidationError { fieldErrors { field code message } }
  }
}`,
    variables: { input: { login: 'your-username', password: 'your-password' } },
  },
];

/** A POST body as the endpoint takes it. */
export const requestBody = (example: GraphqlExample) =>
  JSON.stringify({ query: example.query, ...(example.variables && { variables: example.variables }) });
