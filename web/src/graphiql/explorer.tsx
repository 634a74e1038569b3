// The GraphQL explorer served at /graphql to browsers (api/src/http/graphiql.ts). A build of its
// own (scripts/build/graphiql.ts): GraphiQL and Monaco are megabytes the app's pages never load.
import { StrictMode, type ComponentProps } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import type { IntrospectionQuery } from 'graphql';
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './explorer.css';
import { GRAPHQL_EXAMPLES } from '../screens/api/graphql-examples.ts';

// The API page's examples, one tab each; GraphiQL keeps the visitor's own tabs in localStorage after that.
const defaultTabs = GRAPHQL_EXAMPLES.map((example) => ({
  query: example.query,
  variables: example.variables && JSON.stringify(example.variables, null, 2),
}));

// Same-origin POST with a JSON body: passes the CSRF rule, and the session cookie goes along.
const fetcher: ComponentProps<typeof GraphiQL>['fetcher'] = async (params, options) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...options?.headers },
    body: JSON.stringify(params),
  });
  return response.json();
};

// The schema is a static document (api/src/graphql/introspection.ts): GraphiQL reads it there
// rather than introspecting, which a visitor may do once a minute.
const schema = fetch('/graphql/schema.json', { credentials: 'same-origin' })
  .then((response) => (response.ok ? (response.json() as Promise<{ data: IntrospectionQuery }>) : null))
  .then((document) => document?.data)
  // Without it GraphiQL introspects through the fetcher, as it would anywhere.
  .catch(() => undefined);

const root = createRoot(document.getElementById('graphiql')!);
void schema.then((introspection) =>
  root.render(
    <StrictMode>
      <GraphiQL fetcher={fetcher} schema={introspection} defaultTabs={defaultTabs} defaultEditorToolsVisibility />
    </StrictMode>,
  ),
);
