/** Reading JWT payloads without trusting them: the client never verifies signatures (SPEC §3). */
export type Claims = Record<string, unknown>;

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The payload of a JWT, or undefined for anything malformed, truncated or not JSON. Never throws. */
export function decodeJwt(token: string | undefined | null): Claims | undefined {
  if (typeof token !== 'string' || token.length > 16_384) return undefined;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1] || !/^[A-Za-z0-9_-]+$/.test(parts[1])) return undefined;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Claims)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Seconds a token is treated as expired before its `exp`, so it is not sent at the last moment:
 * 30 s, or a quarter of a short-lived token's lifetime.
 */
export const EXPIRY_SKEW_SECONDS = 30;

function skewSeconds(claims: Claims | undefined): number {
  const iat = claims?.iat;
  const exp = claims?.exp;
  if (typeof iat !== 'number' || typeof exp !== 'number' || exp <= iat) return EXPIRY_SKEW_SECONDS;
  return Math.min(EXPIRY_SKEW_SECONDS, (exp - iat) / 4);
}

/** `exp` (seconds since the epoch) in milliseconds, when it is a usable number. */
export function expiresAtMs(claims: Claims | undefined): number | undefined {
  const exp = claims?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
}

export function isUnexpired(claims: Claims | undefined, nowMs: number): boolean {
  const expires = expiresAtMs(claims);
  return expires !== undefined && expires - skewSeconds(claims) * 1000 > nowMs;
}
