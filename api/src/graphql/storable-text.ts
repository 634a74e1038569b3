// Text the database cannot store (U+0000, half a surrogate pair: shared/text-rules.ts) is refused
// before execution, for every argument of every field, with one clear error naming where it was.
//
// Why an envelop plugin on execute and subscribe rather than a rule per field or per type:
// - every String and ID argument, input field and custom scalar is covered at once, including
//   fields added later, with no schema change (GraphQL's built-in String scalar cannot be
//   replaced, and a Pothos wrapper per argument would run inside execution, field by field,
//   after other fields have already resolved);
// - it sees both ways text arrives: variables (as the client sent them) and literals written
//   into the document, and it runs for HTTP and for graphql-ws alike, which share getEnveloped.
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import {
  getOperationAST,
  Kind,
  visit,
  type ASTNode,
  type DocumentNode,
  type GraphQLError,
  type ValueNode,
} from 'graphql';
import { UNSTORABLE_TEXT_MESSAGES, unstorableText, type UnstorableText } from '#shared/text-rules';

export const UNSTORABLE_TEXT_CODE = 'BAD_USER_INPUT';

interface Finding {
  problem: UnstorableText;
  /** `$input.title` for a variable, `user(username:)` for text written in the document. */
  argument: string;
}

/** The first unstorable text in a variable's value, walked without recursion (values may nest deep). */
function inValue(value: unknown, path: string): Finding | null {
  const pending: [unknown, string][] = [[value, path]];
  while (pending.length > 0) {
    const [current, at] = pending.pop()!;
    if (typeof current === 'string') {
      const problem = unstorableText(current);
      if (problem) return { problem, argument: at };
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push([item, `${at}[${index}]`]));
    } else if (current !== null && typeof current === 'object' && Object.getPrototypeOf(current) === Object.prototype) {
      // Plain objects only: an uploaded File is not text.
      for (const [key, item] of Object.entries(current)) pending.push([item, `${at}.${key}`]);
    }
  }
  return null;
}

/** The first unstorable text written into `value` (an argument's or a default's literal). */
function inLiteral(value: ValueNode, path: string): Finding | null {
  switch (value.kind) {
    case Kind.STRING: {
      const problem = unstorableText(value.value);
      return problem ? { problem, argument: path } : null;
    }
    case Kind.LIST:
      for (const [index, item] of value.values.entries()) {
        const found = inLiteral(item, `${path}[${index}]`);
        if (found) return found;
      }
      return null;
    case Kind.OBJECT:
      for (const field of value.fields) {
        const found = inLiteral(field.value, `${path}.${field.name.value}`);
        if (found) return found;
      }
      return null;
    default:
      return null;
  }
}

/** Where the literal of an argument sits: `field(name:)` or `@directive(name:)`. */
function argumentPath(name: string, ancestors: readonly (ASTNode | readonly ASTNode[])[]): string {
  const owner = ancestors.findLast((ancestor): ancestor is ASTNode => !Array.isArray(ancestor));
  if (owner?.kind === Kind.FIELD) return `${owner.name.value}(${name}:)`;
  if (owner?.kind === Kind.DIRECTIVE) return `@${owner.name.value}(${name}:)`;
  return `(${name}:)`;
}

export function findUnstorableText(
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): Finding | null {
  const operation = getOperationAST(document, operationName);
  if (!operation) return null;
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const found =
      variables && Object.hasOwn(variables, name)
        ? inValue(variables[name], `$${name}`)
        : definition.defaultValue
          ? inLiteral(definition.defaultValue, `$${name}`)
          : null;
    if (found) return found;
  }
  // Literals in the operation and the fragments it may spread (the nodes are a field's or a
  // directive's arguments; a literal is also a valid input object field, reached through them).
  let found: Finding | null = null;
  const scope = [operation, ...document.definitions.filter((node) => node.kind === Kind.FRAGMENT_DEFINITION)];
  for (const node of scope) {
    visit(node, {
      Argument(argument, _key, _parent, _path, ancestors) {
        found ??= inLiteral(argument.value, argumentPath(argument.name.value, ancestors));
        return false;
      },
    });
    if (found) return found;
  }
  return null;
}

export function unstorableTextError({ problem, argument }: Finding): GraphQLError {
  return createGraphQLError(`${argument}: ${UNSTORABLE_TEXT_MESSAGES[problem]}`, {
    extensions: { code: UNSTORABLE_TEXT_CODE, argument, http: { status: 400 } },
  });
}

export function useStorableText(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const found = findUnstorableText(args.document, args.operationName, args.variableValues);
      if (found) setResultAndStopExecution({ errors: [unstorableTextError(found)] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const found = findUnstorableText(args.document, args.operationName, args.variableValues);
      if (found) setResultAndStopExecution({ errors: [unstorableTextError(found)] });
    },
  };
}
