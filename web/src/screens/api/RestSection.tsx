import { Trans } from '@lingui/react/macro';
import { API_OPERATIONS, OPENAPI_DOCUMENT_PATH, REST_BASE, REST_RATE_LIMIT } from './operations.ts';
import { OperationSection } from './OperationSection.tsx';

export const REST_ANCHOR = 'api-rest';

/** The public REST facade: its rules, then each operation with a live Try it form. */
export function RestSection() {
  const { perSecond, burst } = REST_RATE_LIMIT;
  const errorShape = '{ "error": "..." }';
  return (
    <section aria-labelledby={REST_ANCHOR}>
      <h2 id={REST_ANCHOR}>
        <Trans>REST API</Trans>
      </h2>
      <p>
        <Trans>
          A read-only view of the catalogue under <code>{REST_BASE}</code>, for scripts and other sites. Every operation
          is a GET that answers JSON. It needs no account and sends no cookies, and any site may call it from a browser
          (CORS: <code>Access-Control-Allow-Origin: *</code>).
        </Trans>
      </p>
      <dl className="api-rules">
        <dt>
          <Trans>Errors</Trans>
        </dt>
        <dd>
          <Trans>
            An error answers <code>{errorShape}</code> with status 400 when a parameter breaks its rule (the message
            names both), 404 for an unknown id or address, 429 when you send too many requests, and 405 for a method
            other than GET or HEAD.
          </Trans>
        </dd>
        <dt>
          <Trans>Rate limit</Trans>
        </dt>
        <dd>
          <Trans>
            Each client address may send {perSecond} requests a second, with short bursts up to {burst}. Every answer
            says where you stand in its <code>RateLimit</code> and <code>RateLimit-Policy</code> headers; a 429 adds{' '}
            <code>Retry-After</code>, the seconds to wait.
          </Trans>
        </dd>
        <dt>
          <Trans>Caching</Trans>
        </dt>
        <dd>
          <Trans>
            Every successful answer has an <code>ETag</code>: send it back in <code>If-None-Match</code> and an
            unchanged answer is a short 304. <code>Cache-Control</code> lets catalogue data be kept for a minute; random
            picks are never kept.
          </Trans>
        </dd>
        <dt>
          <Trans>OpenAPI</Trans>
        </dt>
        <dd>
          <Trans>
            The OpenAPI 3.1 description, with the exact shape of every answer, is at{' '}
            <a href={OPENAPI_DOCUMENT_PATH}>{OPENAPI_DOCUMENT_PATH}</a>.
          </Trans>
        </dd>
      </dl>
      {API_OPERATIONS.map((operation) => (
        <OperationSection key={operation.name} operation={operation} />
      ))}
    </section>
  );
}
