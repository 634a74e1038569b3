import { describe, expect, it } from 'vitest';
import { matchRoute, parseRowId, routePath } from './route-paths.ts';

describe('matchRoute', () => {
  it('finds the route the router shows, with its parameters', () => {
    expect(matchRoute('/')).toEqual({ name: 'home', params: {} });
    expect(matchRoute('/games/42')).toEqual({ name: 'game-detail', params: { id: '42' } });
    expect(matchRoute('/games/42/edit')).toEqual({ name: 'edit-game', params: { id: '42' } });
    expect(matchRoute('/user/Alice')).toEqual({ name: 'username', params: { username: 'Alice' } });
    expect(matchRoute('/dev-talk/launch-day')).toEqual({ name: 'dev-talk-post', params: { slug: 'launch-day' } });
  });

  it('prefers the fixed segments add and new to the parameter beside them', () => {
    expect(matchRoute('/games/add').name).toBe('add-game');
    expect(matchRoute('/dev-talk/new').name).toBe('dev-talk-new');
  });

  it('ignores the case of fixed segments and a trailing slash, as the router does', () => {
    expect(matchRoute('/Games/').name).toBe('games');
    expect(matchRoute('/MINIGAMES/pong').name).toBe('pong');
  });

  it('is not found for any other path', () => {
    for (const path of ['/nowhere', '/games/1/nothing', '/request', '/dev-talk/a/b/c'])
      expect(matchRoute(path).name).toBe('not-found');
  });
});

describe('routePath and parseRowId', () => {
  it("fills a route's parameters, each as one encoded segment", () => {
    expect(routePath('game-detail', { id: 7 })).toBe('/games/7');
    expect(routePath('username', { username: 'a/b c' })).toBe('/user/a%2Fb%20c');
    expect(routePath('home')).toBe('/');
  });

  it('reads only a positive 32-bit id written plainly', () => {
    expect(parseRowId('12')).toBe(12);
    expect(parseRowId('2147483647')).toBe(2147483647);
    for (const raw of [undefined, '', '0', '-1', '1.5', '012', 'abc', '2147483648']) expect(parseRowId(raw)).toBeNull();
  });
});
