// The project's own code stays on the libraries' public APIs (issue 25): no member whose name
// starts with `_` (a library's private field, e.g. ws's `_socket`), no reassigned library export
// or method (e.g. a socket's `send` replaced), and no second copy of a module through
// createRequire. A syntactic scan (TypeScript's parser, no type checking, so it runs in a
// moment): a library object is one imported from a package, or a variable or parameter declared
// with a type imported from one.
import ts from 'typescript';

export interface Finding {
  file: string;
  line: number;
  rule: 'private-member' | 'reassigned-library-member' | 'create-require';
  text: string;
}

/** Underscored names that are documented public API, not private fields. */
const ALLOWED_UNDERSCORE = new Set([
  // GraphQL's own (introspection), read from answers.
  '__typename',
  '__schema',
  '__type',
  // Lingui's documented translation call, i18n._(…).
  '_',
  // Relay's documented record id (a connection's id for updaters).
  '__id',
  // Prisma's documented aggregate selections.
  '_count',
  '_all',
]);

/**
 * Assignments to a library object that add a documented property rather than replace a member:
 * Yoga's Node adapter (@whatwg-node/server) reads `req.body` when a framework set one.
 */
const ALLOWED_ASSIGNMENTS = new Set(['api/src/http/body-limit.ts: request.body = counted']);

const isPackage = (specifier: string) =>
  !specifier.startsWith('.') && !specifier.startsWith('/') && !specifier.startsWith('#');

/** Local names bound to imports from packages. */
function libraryImports(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!isPackage(statement.moduleSpecifier.text)) continue;
    const clause = statement.importClause;
    if (!clause) continue;
    if (clause.name) names.add(clause.name.text);
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) names.add(element.name.text);
  }
  return names;
}

/** The identifier an access chain starts from (`a` in `a.b.c`, `(a as T).b`, `a[0].b`). */
function rootIdentifier(node: ts.Expression): ts.Identifier | null {
  let current: ts.Expression = node;
  for (;;) {
    if (ts.isIdentifier(current)) return current;
    if (ts.isPropertyAccessExpression(current) || ts.isElementAccessExpression(current)) current = current.expression;
    else if (ts.isParenthesizedExpression(current) || ts.isAsExpression(current) || ts.isNonNullExpression(current))
      current = current.expression;
    else if (ts.isTypeAssertionExpression(current)) current = current.expression;
    else return null;
  }
}

/** Type names a declaration's annotation mentions (`WebSocket` in `socket: WebSocket | null`). */
function annotationNames(type: ts.TypeNode | undefined): string[] {
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isTypeReferenceNode(node)) names.push(node.typeName.getText().split('.')[0]!);
    ts.forEachChild(node, visit);
  };
  if (type) visit(type);
  return names;
}

/** Variables and parameters declared with a library's type, per name (scope-blind, which errs on the side of finding). */
function libraryTyped(source: ts.SourceFile, imports: Set<string>): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if ((ts.isParameter(node) || ts.isVariableDeclaration(node)) && ts.isIdentifier(node.name))
      if (annotationNames(node.type).some((name) => imports.has(name))) names.add(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

const memberName = (node: ts.PropertyAccessExpression | ts.ElementAccessExpression): string | null => {
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  return ts.isStringLiteralLike(node.argumentExpression) ? node.argumentExpression.text : null;
};

export function scanSource(file: string, text: string): Finding[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const imports = libraryImports(source);
  const typed = libraryTyped(source, imports);
  const findings: Finding[] = [];
  const report = (node: ts.Node, rule: Finding['rule']) =>
    findings.push({
      file,
      line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      rule,
      text: node.getText().slice(0, 120),
    });
  const isLibraryObject = (target: ts.Expression) => {
    const root = rootIdentifier(target);
    return root !== null && (imports.has(root.text) || typed.has(root.text));
  };
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) {
      const name = memberName(node);
      if (name?.startsWith('_') && !ALLOWED_UNDERSCORE.has(name)) report(node, 'private-member');
    }
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
      node.operatorToken.kind <= ts.SyntaxKind.LastAssignment &&
      (ts.isPropertyAccessExpression(node.left) || ts.isElementAccessExpression(node.left)) &&
      (isLibraryObject(node.left) || /\.prototype\b/.test(node.left.getText())) &&
      !ALLOWED_ASSIGNMENTS.has(`${file}: ${node.getText()}`)
    )
      report(node, 'reassigned-library-member');
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText();
      if (callee === 'createRequire' || callee.endsWith('.createRequire')) report(node, 'create-require');
      // Object.defineProperty(lib, …) / Object.assign(lib, …) replace members just the same.
      if ((callee === 'Object.defineProperty' || callee === 'Object.assign') && node.arguments[0])
        if (isLibraryObject(node.arguments[0])) report(node, 'reassigned-library-member');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}
