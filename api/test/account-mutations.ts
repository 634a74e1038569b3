import { graphqlResponse, type GraphQLResult, type TestApp } from './app.ts';

/** What each account mutation's success answers with: enough to check its effect. */
const SUCCESS_DATA = {
  signUp: '{ databaseId username }',
  logIn: '{ databaseId username }',
  revokeSession: '{ databaseId }',
  requestPasswordReset: '{ validMinutes }',
  resetPassword: '',
  changePassword: '{ databaseId }',
  changeEmail: '{ databaseId email }',
  changeName: '{ databaseId username displayName }',
  changeSecurityQuestion: '{ databaseId securityQuestion }',
  deleteAccount: '{ username }',
  setUserRole: '{ databaseId role }',
} as const;

export type AccountMutation = keyof typeof SUCCESS_DATA;

export interface FieldProblemResult {
  field: string;
  code: string;
  message: string;
}

export interface MutationOutcome {
  status: number;
  headers: Headers;
  body: GraphQLResult;
  /** The success payload's `data`; undefined when the mutation did not succeed. */
  data?: any;
  /** A ValidationError's field errors; undefined when there was none. */
  problems?: FieldProblemResult[];
  /** The first GraphQL error's extensions.code (RATE_LIMITED, FORBIDDEN, ...), if any. */
  errorCode?: string;
}

const capitalise = (name: string) => name[0]!.toUpperCase() + name.slice(1);

/**
 * Runs one account mutation (`input` as its only argument) the way the browser does and sorts
 * the answer into success data, field problems or a GraphQL error code.
 */
export async function accountMutation(
  app: TestApp,
  name: AccountMutation,
  input: Record<string, unknown>,
  options: { cookie?: string; ip?: string; url?: string; headers?: Record<string, string> } = {},
): Promise<MutationOutcome> {
  const typeName = capitalise(name);
  const query = `mutation Run($input: ${typeName}Input!) {
    result: ${name}(input: $input) {
      __typename
      ... on Mutation${typeName}Success { data ${SUCCESS_DATA[name]} }
      ... on ValidationError { fieldErrors { field code message } }
    }
  }`;
  const headers = { ...options.headers, ...(options.cookie ? { cookie: options.cookie } : {}) };
  const response = await graphqlResponse(app, query, { input }, { headers, ip: options.ip, url: options.url });
  const result = response.body.data?.result;
  return {
    ...response,
    data: result && 'data' in result ? result.data : undefined,
    problems: result?.fieldErrors,
    errorCode: response.body.errors?.[0]?.extensions?.code,
  };
}

let addresses = 0;

/** A client address no earlier request in this test file came from: its own IP rate limits. */
export function nextIp(): string {
  addresses += 1;
  return `10.0.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}
