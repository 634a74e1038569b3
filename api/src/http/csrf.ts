// Cross-site request forgery on GraphQL over HTTP: Yoga's maintained CSRF prevention.
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import type { Plugin } from 'graphql-yoga';

/** The header the web app sends with every operation (web/src/relay/environment.ts). */
export const CSRF_HEADER = 'x-graphql-yoga-csrf';

/**
 * A request a cross-site form could send (no content type, or a form, multipart or text one)
 * must carry the custom header, which only a same-origin script can add. GET stays open, as it
 * always was: Yoga runs no mutation over GET, and another site cannot read the answer.
 */
export function useCsrfPrevention(): Plugin {
  const prevention = useCSRFPrevention({ requestHeaders: [CSRF_HEADER] });
  return {
    onRequestParse(payload) {
      if (payload.request.method === 'GET' || payload.request.method === 'HEAD') return;
      // A personal API key (use-api-keys.ts) is no ambient credential: a cross-site page cannot
      // add an Authorization header without a CORS preflight, which this server never grants.
      if (payload.request.headers.has('authorization')) return;
      return prevention.onRequestParse?.(payload);
    },
  };
}
