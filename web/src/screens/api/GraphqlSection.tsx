import { Trans, useLingui } from '@lingui/react/macro';
import { siteOrigin } from '../../layout/route-effects.ts';
import { CodeBlock } from './CodeBlock.tsx';
import { GRAPHQL_EXAMPLES, requestBody } from './graphql-examples.ts';

export const GRAPHQL_ANCHORS = { section: 'api-graphql', examples: 'api-graphql-examples' } as const;

/** The GraphQL API the site itself uses: endpoint, GraphiQL, CSRF rule, sessions and examples. */
export function GraphqlSection() {
  const { t, i18n } = useLingui();
  const endpoint = `${siteOrigin()}/graphql`;
  const [first] = GRAPHQL_EXAMPLES;
  const curl = `curl ${endpoint} \\\n  -H 'content-type: application/json' \\\n  -d '${requestBody(first!)}'`;
  const getUrl = `${endpoint}?query=${encodeURIComponent('{ consoles(first: 3) { edges { node { name } } } }')}`;
  return (
    <section aria-labelledby={GRAPHQL_ANCHORS.section}>
      <h2 id={GRAPHQL_ANCHORS.section}>
        <Trans>GraphQL API</Trans>
      </h2>
      <p>
        <Trans>
          Everything the site shows and does goes through one GraphQL endpoint, <code>/graphql</code>. Send a POST with
          a JSON body holding <code>query</code> and, if it has any, <code>variables</code>. Queries may also be sent
          with GET, with the same fields in the address; changes (mutations) need POST.
        </Trans>
      </p>
      <CodeBlock label={t`the POST request with curl`} code={curl} />
      <CodeBlock label={t`the GET address`} code={getUrl} />
      <dl className="api-rules">
        <dt>
          <Trans>GraphiQL</Trans>
        </dt>
        <dd>
          <Trans>
            <a href="/graphql">Open GraphiQL</a>, the explorer at <code>/graphql</code>: an editor with the schema's
            documentation, with the examples below open as tabs. It sends queries and mutations with your session, so it
            sees what you may see.
          </Trans>
        </dd>
        <dt>
          <Trans>Cross-site protection</Trans>
        </dt>
        <dd>
          <Trans>
            Every request other than GET must send <code>Content-Type: application/json</code> or an{' '}
            <code>x-graphql-yoga-csrf</code> header; anything else is refused with status 403. Other sites cannot send
            either from a plain form, so they cannot act with your session.
          </Trans>
        </dd>
        <dt>
          <Trans>Authentication</Trans>
        </dt>
        <dd>
          <Trans>
            Reading the catalogue needs no account. To act as a member, send the <code>logIn</code> mutation: its answer
            sets an HTTP-only session cookie, which you send back with every later request (a browser does this by
            itself). <code>logOut</code> ends the session. Fields you may not use answer with an error whose code is{' '}
            <code>UNAUTHENTICATED</code> (log in first) or <code>FORBIDDEN</code> (your role may not).
          </Trans>
        </dd>
      </dl>

      <h3 id={GRAPHQL_ANCHORS.examples}>
        <Trans>Examples</Trans>
      </h3>
      {GRAPHQL_EXAMPLES.map((example) => {
        const title = i18n._(example.title);
        return (
          <section key={example.id} className="api-example" aria-labelledby={`api-example-${example.id}`}>
            <h4 id={`api-example-${example.id}`}>{title}</h4>
            <CodeBlock label={t`the query: ${title}`} code={example.query} />
            {example.variables && (
              <>
                <p className="api-code-label">
                  <Trans>Variables</Trans>
                </p>
                <CodeBlock label={t`the variables: ${title}`} code={JSON.stringify(example.variables, null, 2)} />
              </>
            )}
          </section>
        );
      })}
    </section>
  );
}
