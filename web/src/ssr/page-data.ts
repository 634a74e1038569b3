import type { RecordSource } from 'relay-runtime';

/** A store's records as RecordSource.toJSON() gives them and its constructor takes them. */
export type RecordMap = ReturnType<RecordSource['toJSON']>;

/** What a server-rendered page hands to the browser's first render, so hydration matches it. */
export interface PageData {
  /** The Relay store the server rendered from. */
  records: RecordMap;
  /** The preference values the server rendered with (its view of localStorage, from cookies). */
  preferences: Record<string, string>;
  /** The server could not read the catalogue: the page hydrates with the notice showing. */
  catalogueUnavailable?: true;
}

export const PAGE_DATA_ID = 'page-data';

const UNSAFE = /[<>&\u2028\u2029]/g;
const escapes: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * The data as a non-executable JSON block. Inside <script> the HTML parser ends the element at
 * the first `</script`, and an HTML comment opener changes how it reads on; `<`, `>` and `&` are
 * written as JSON escapes, so a game titled `</script><script>…` stays text. U+2028/2029 too,
 * for readers that evaluate it as JavaScript. JSON.parse reads all of them back unchanged.
 */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data).replace(UNSAFE, (char) => escapes[char]!);
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}

let read: PageData | null | undefined;

/** The server's page data, or null for a page that has none (the dev server's, a test's). */
export function readPageData(): PageData | null {
  if (read !== undefined) return read;
  const text = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID)?.textContent;
  read = text ? (JSON.parse(text) as PageData) : null;
  return read;
}

export const readServerRecords = (): RecordMap | undefined => readPageData()?.records;
