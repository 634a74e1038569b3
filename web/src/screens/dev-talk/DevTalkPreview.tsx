import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import type { DevTalkPreviewQuery } from '../../__generated__/DevTalkPreviewQuery.graphql.ts';
import { useDebouncedValue } from '../add-game/useDebouncedValue.ts';
import { DevTalkHtml } from './DevTalkHtml.tsx';

/** One preview per pause in typing, not one per key. */
export const PREVIEW_DELAY_MS = 400;

const query = graphql`
  query DevTalkPreviewQuery($markdown: String!) {
    devTalkPreview(markdown: $markdown) {
      __typename
      ... on QueryDevTalkPreviewSuccess {
        data
      }
    }
  }
`;

type Preview = { markdown: string } & ({ html: string } | { problem: 'tooLong' | 'failed' });

/**
 * The post as it will look, rendered and sanitised by the server exactly as a save would: the
 * browser never turns Markdown into HTML itself. The last preview stays while the next one loads.
 */
export function DevTalkPreview({ markdown }: { markdown: string }) {
  const environment = useRelayEnvironment();
  const settled = useDebouncedValue(markdown, PREVIEW_DELAY_MS);
  const [preview, setPreview] = useState<Preview | null>(null);

  useEffect(() => {
    if (!settled.trim()) return;
    const subscription = fetchQuery<DevTalkPreviewQuery>(
      environment,
      query,
      { markdown: settled },
      { fetchPolicy: 'network-only' },
    ).subscribe({
      next: ({ devTalkPreview: result }) =>
        setPreview(
          result.__typename === 'QueryDevTalkPreviewSuccess'
            ? { markdown: settled, html: result.data }
            : { markdown: settled, problem: 'tooLong' },
        ),
      error: () => setPreview({ markdown: settled, problem: 'failed' }),
    });
    return () => subscription.unsubscribe();
  }, [environment, settled]);

  const empty = !markdown.trim();
  const current = preview?.markdown === markdown;
  return (
    <section
      className="dev-talk-preview card"
      aria-labelledby="dev-talk-preview-heading"
      aria-busy={!empty && !current}
    >
      <h2 id="dev-talk-preview-heading">
        <Trans>Preview</Trans>
      </h2>
      {empty || !preview ? (
        <p className="dev-talk-muted">
          {empty ? <Trans>Nothing to preview yet.</Trans> : <Trans>Loading preview…</Trans>}
        </p>
      ) : 'html' in preview ? (
        <DevTalkHtml html={preview.html} />
      ) : (
        <p className="notice error">
          {preview.problem === 'tooLong' ? (
            <Trans>The post is too long to preview.</Trans>
          ) : (
            <Trans>The preview could not be loaded. Please try again.</Trans>
          )}
        </p>
      )}
    </section>
  );
}
