// GraphQL over HTTP with a personal API key: the key is looked up once per request, before the
// operation is priced, so its cost is charged to the key (cost-rate-limit.ts) and the context's
// viewer is the key's owner (context.ts). A key that is unknown, revoked or malformed answers
// 401 UNAUTHENTICATED; an operation the key's scopes do not allow answers 403 FORBIDDEN.
import type { IncomingMessage } from 'node:http';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { AppServices } from '../context.ts';
import type { Viewer } from '../auth/viewer.ts';
import { describeClient } from '../auth/client.ts';
import type { CostLimit } from '../graphql/cost-rate-limit.ts';
import { createDocumentMemo } from '../graphql/document-memo.ts';
import { authenticateKey, type ApiKeyGrant } from './api-key-auth.ts';
import { apiKeyRefusal } from './api-key-gate.ts';

// The key's viewer, by request, from onParams until the context is built (like context.ts's cookies).
const keyViewers = new WeakMap<Request, Viewer & { apiKey: ApiKeyGrant }>();

/** The viewer a request's API key stands for; undefined when the request carried no key. */
export function keyViewerOf(request: Request): (Viewer & { apiKey: ApiKeyGrant }) | undefined {
  return keyViewers.get(request);
}

export function useApiKeys(services: AppServices, costLimit: CostLimit | null): Plugin {
  const documents = createDocumentMemo();
  return {
    async onParams({ params, request, context }) {
      const auth = await authenticateKey(services.db, request.headers.get('authorization'));
      if (auth.kind === 'none') return;
      if (auth.kind === 'refused') {
        // Guessing keys spends the address's budget, like any other request without one.
        const { req } = context as { req?: IncomingMessage };
        const ip = describeClient(request, req, services.config.TRUST_PROXY).ip;
        const refusal = costLimit && (await costLimit.charge(ip, 1)).refusal;
        if (refusal) throw refusal;
        throw createGraphQLError(auth.message, {
          extensions: {
            code: 'UNAUTHENTICATED',
            http: { status: 401, headers: { 'www-authenticate': 'Bearer error="invalid_token"' } },
          },
        });
      }
      keyViewers.set(request, auth.viewer);
      const document = documents.get(params.query);
      const refusal = document && apiKeyRefusal(auth.viewer.apiKey.scopes, document, params.operationName);
      if (refusal) throw refusal;
    },
  };
}
