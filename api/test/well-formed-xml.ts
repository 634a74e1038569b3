import { createRequire } from 'node:module';

// sax (the XML parser under the feed library's writer) in strict mode: balanced tags, quoted
// attributes, only XML's own entities. happy-dom's DOMParser cannot read CDATA sections.
interface SaxParser {
  onerror(error: Error): void;
  onopentag(node: { name: string }): void;
  onclosetag(name: string): void;
  resume(): SaxParser;
  write(xml: string): SaxParser;
  close(): SaxParser;
}
const sax = createRequire(import.meta.url)('sax') as {
  parser(strict: boolean, options: { strictEntities: boolean }): SaxParser;
};

/** The reasons `xml` is not a well-formed document with one root element; empty when it is. */
export function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const parser = sax.parser(true, { strictEntities: true });
  let depth = 0;
  let roots = 0;
  parser.onerror = (error) => {
    problems.push(error.message.split('\n')[0]!);
    parser.resume();
  };
  parser.onopentag = () => {
    if (depth === 0) roots += 1;
    depth += 1;
  };
  parser.onclosetag = () => {
    depth -= 1;
  };
  parser.write(xml).close();
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}
