/** Live or test mode (SPEC §4 "Mode"): a guess from the page, then the provider's answer. */
import type { Mode } from '@generated/provider/model';

const PRIVATE_IPV4 = [
  /^10\./,
  /^127\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2[0-9]|3[01])\./,
  /^169\.254\./,
];

export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    PRIVATE_IPV4.some((re) => re.test(host)) ||
    /^f[cd][0-9a-f]{2}:/.test(host) // IPv6 unique local
  );
}

/** Test on localhost, private network addresses or non-https pages; live otherwise. */
export function guessMode(location: Pick<Location, 'hostname' | 'protocol'>): Mode {
  return location.protocol !== 'https:' || isLocalHost(location.hostname) ? 'test' : 'live';
}

export type ModeSource = 'guess' | 'server' | 'fallback';

/**
 * Cookies are Secure in live mode. When the provider could not be asked, an https page keeps them
 * Secure anyway (fail closed).
 */
export function secureCookies(mode: Mode, source: ModeSource, protocol: string): boolean {
  return mode === 'live' || (source !== 'server' && protocol === 'https:');
}
