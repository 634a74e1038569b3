import { describe, expect, it } from 'vitest';
import { summariseUserAgent } from './user-agent.ts';

const UA = {
  chromeLinux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  headlessChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  operaWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
};

describe('summarising a session user agent', () => {
  it('names the browser and the operating system', () => {
    expect(summariseUserAgent(UA.chromeLinux)).toEqual({ browser: 'Chrome', os: 'Linux' });
    expect(summariseUserAgent(UA.firefoxMac)).toEqual({ browser: 'Firefox', os: 'macOS' });
    expect(summariseUserAgent(UA.safariIphone)).toEqual({ browser: 'Safari', os: 'iOS' });
  });

  it('sees through browsers that also claim to be Chrome or Safari', () => {
    expect(summariseUserAgent(UA.edgeWindows)).toEqual({ browser: 'Edge', os: 'Windows' });
    expect(summariseUserAgent(UA.operaWindows)).toEqual({ browser: 'Opera', os: 'Windows' });
    expect(summariseUserAgent(UA.chromeAndroid)).toEqual({ browser: 'Chrome', os: 'Android' });
  });

  it('counts headless Chrome as Chrome', () => {
    expect(summariseUserAgent(UA.headlessChrome).browser).toBe('Chrome');
  });

  it('admits when it cannot tell', () => {
    expect(summariseUserAgent(null)).toEqual({ browser: null, os: null });
    expect(summariseUserAgent('')).toEqual({ browser: null, os: null });
    expect(summariseUserAgent('curl/8.5.0')).toEqual({ browser: null, os: null });
  });
});
