/** What a session's user-agent string says about the device, in names people recognise. */
export interface DeviceSummary {
  browser: string | null;
  os: string | null;
}

// First match wins: Edge, Opera and Samsung Internet also claim to be Chrome, and Chrome claims to be Safari.
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChromium\//, 'Chromium'],
  [/Chrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

// Android and ChromeOS report Linux too, and iPads may report macOS; the specific names come first.
const SYSTEMS: readonly [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\bAndroid\b/, 'Android'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

const firstMatch = (text: string, rules: readonly [RegExp, string][]): string | null =>
  rules.find(([pattern]) => pattern.test(text))?.[1] ?? null;

export function summariseUserAgent(userAgent: string | null | undefined): DeviceSummary {
  if (!userAgent) return { browser: null, os: null };
  return { browser: firstMatch(userAgent, BROWSERS), os: firstMatch(userAgent, SYSTEMS) };
}
