import { describe, expect, it } from 'vitest';
import { API_OPERATIONS, exampleValues, type ApiOperation } from './operations.ts';
import { BODY_SHOWN_MAX, formatBody, requestPath, sendTry } from './try-it.ts';

const operation = (name: string): ApiOperation => API_OPERATIONS.find((candidate) => candidate.name === name)!;

describe('the Try it request', () => {
  it('starts from each operation example: defaults for counts, an example for ids and names', () => {
    expect(requestPath(operation('getGames'), exampleValues(operation('getGames')))).toBe(
      '/api/v1/games?start=0&length=25&after=0',
    );
    expect(requestPath(operation('getRandomGames'), exampleValues(operation('getRandomGames')))).toBe(
      '/api/v1/games/random?amount=10',
    );
    expect(requestPath(operation('getGameByName'), exampleValues(operation('getGameByName')))).toBe(
      '/api/v1/games/search?name=zel',
    );
    expect(requestPath(operation('getGameById'), exampleValues(operation('getGameById')))).toBe('/api/v1/games/1');
    expect(requestPath(operation('getAllConsoles'), {})).toBe('/api/v1/consoles');
    expect(requestPath(operation('getVersionsByBarcode'), exampleValues(operation('getVersionsByBarcode')))).toBe(
      '/api/v1/versions?barcode=4006381333931',
    );
  });

  it('leaves blank query parameters out, so the server uses its default', () => {
    expect(requestPath(operation('getGames'), { start: '', length: '50' })).toBe('/api/v1/games?length=50');
    expect(requestPath(operation('getRandomGames'), { amount: '  ' })).toBe('/api/v1/games/random');
  });

  it('encodes what is typed, so any value reaches the server as typed and gets its answer', () => {
    expect(requestPath(operation('getGameByName'), { name: 'Pokémon & co/2?' })).toBe(
      '/api/v1/games/search?name=Pok%C3%A9mon+%26+co%2F2%3F',
    );
    expect(requestPath(operation('getConsoleById'), { console_id: ' ../x ' })).toBe('/api/v1/consoles/..%2Fx');
    expect(requestPath(operation('getVersionById'), { version_id: 'abc' })).toBe('/api/v1/versions/abc');
  });
});

describe('the Try it answer', () => {
  it('pretty-prints JSON with two spaces', () => {
    expect(formatBody('{"error":"Game 999 not found"}')).toEqual({
      body: '{\n  "error": "Game 999 not found"\n}',
      isJson: true,
      truncated: false,
    });
  });

  it('shows anything else as it came', () => {
    expect(formatBody('<html>Bad gateway</html>')).toEqual({
      body: '<html>Bad gateway</html>',
      isJson: false,
      truncated: false,
    });
  });

  it('cuts a body longer than anyone reads here', () => {
    const long = formatBody(JSON.stringify({ text: 'x'.repeat(BODY_SHOWN_MAX) }));
    expect(long.truncated).toBe(true);
    expect(long.body).toHaveLength(BODY_SHOWN_MAX);
  });

  it('keeps the status and the headers worth showing, in their usual spelling', async () => {
    const fake = async () =>
      new Response('{"error":"Too many requests; try again in 1 s"}', {
        status: 429,
        statusText: 'Too Many Requests',
        headers: {
          'content-type': 'application/json',
          'retry-after': '1',
          ratelimit: '"second";r=0;t=1',
          'x-other': 'no',
        },
      });
    expect(await sendTry('/api/v1/consoles', fake)).toEqual({
      kind: 'answered',
      status: 429,
      statusText: 'Too Many Requests',
      headers: [
        ['Content-Type', 'application/json'],
        ['RateLimit', '"second";r=0;t=1'],
        ['Retry-After', '1'],
      ],
      body: '{\n  "error": "Too many requests; try again in 1 s"\n}',
      isJson: true,
      truncated: false,
    });
  });

  it('tells a failed request from an answer', async () => {
    const offline = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    };
    expect(await sendTry('/api/v1/consoles', offline)).toEqual({ kind: 'unreachable', message: 'Failed to fetch' });
  });
});
