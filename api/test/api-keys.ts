import type { ApiKeyScope } from '#shared/api-key-rules';
import { graphql, type TestApp } from './app.ts';

const CREATE = `mutation C($input: CreateApiKeyInput!) { createApiKey(input: $input) {
  __typename
  ... on MutationCreateApiKeySuccess { data { token apiKey { id displayPrefix } } }
  ... on ValidationError { fieldErrors { field code } } } }`;

/** Creates an API key for the signed-in member behind `cookie`: its token and global id. */
export async function createTestKey(
  app: TestApp,
  cookie: string,
  scopes: ApiKeyScope[] = ['READ'],
  name = 'test key',
): Promise<{ token: string; id: string; bearer: { authorization: string } }> {
  const result = await graphql(app, CREATE, { input: { name, scopes } }, { cookie });
  const created = result.data?.createApiKey;
  if (created?.__typename !== 'MutationCreateApiKeySuccess')
    throw new Error(`createApiKey failed: ${JSON.stringify(result)}`);
  const { token, apiKey } = created.data;
  return { token, id: apiKey.id, bearer: { authorization: `Bearer ${token}` } };
}

export const CREATE_API_KEY = CREATE;
