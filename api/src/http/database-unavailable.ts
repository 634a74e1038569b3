// GraphQL's side of a database that does not answer: instead of Yoga's masked "Unexpected error."
// (status 200 or 500), a typed SERVICE_UNAVAILABLE error with status 503 and Retry-After, so
// clients (the web app included) know to wait and retry rather than give up.
import { GraphQLError } from 'graphql';
import { createGraphQLError, maskError, type YogaServerOptions } from 'graphql-yoga';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../db/unavailable.ts';

type MaskError = Exclude<
  Exclude<YogaServerOptions<object, object>['maskedErrors'], boolean | undefined>['maskError'],
  undefined
>;

/** What an unexpected error reads as, wherever the app masks one (HTTP, graphql-ws, the live hub). */
export const UNEXPECTED_ERROR_MESSAGE = 'Unexpected error.';

/** Yoga's error masking, except that an unreachable database becomes SERVICE_UNAVAILABLE. */
export const maskDatabaseUnavailable: MaskError = (error, message, isDev) => {
  if (!isDatabaseUnavailable(error)) return maskError(error, message, isDev);
  return createGraphQLError(DATABASE_UNAVAILABLE_MESSAGE, {
    path: error instanceof GraphQLError ? error.path : undefined,
    extensions: {
      code: 'SERVICE_UNAVAILABLE',
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      http: { status: 503, headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) } },
    },
  });
};
