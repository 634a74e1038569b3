// A GraphQL request Yoga cannot read (a body or `variables` that is not JSON) is the client's
// mistake: a 400 with one fixed message, never a 500 and never the JSON parser's own words.
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { GraphQLError } from 'graphql';

export const MALFORMED_REQUEST_MESSAGE = 'The request is not valid GraphQL over HTTP.';

function malformedRequest(): GraphQLError {
  return createGraphQLError(MALFORMED_REQUEST_MESSAGE, { extensions: { http: { status: 400 }, code: 'BAD_REQUEST' } });
}

/** Wraps the request parser Yoga chose (GET, JSON POST, multipart) for the same answer from each. */
export function useMalformedRequestAnswer(): Plugin {
  return {
    onRequestParse({ requestParser, setRequestParser }) {
      if (!requestParser) return;
      setRequestParser(async (request) => {
        try {
          return await requestParser(request);
        } catch (error) {
          // Yoga's own answers (a missing multipart field, ...) are already clean; a parser's
          // SyntaxError, or Yoga's "invalid JSON" carrying it as originalError, is not.
          if (error instanceof GraphQLError && !error.extensions['originalError']) throw error;
          if (error instanceof Error && error.name === 'AbortError') throw error;
          throw malformedRequest();
        }
      });
    },
  };
}
