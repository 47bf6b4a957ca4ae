/** RS256 tokens for the demo tenant: a key pair made on first start, kept with the state. */
import { SignJWT, exportJWK, generateKeyPair, importJWK, jwtVerify } from 'jose';
import type { CryptoKey } from 'jose';
import { now } from './clock';
import { getDb } from './store';

interface KeyPair {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
}

let cached: Promise<KeyPair> | undefined;
let cachedKid: string | undefined;

async function loadKeys(): Promise<KeyPair> {
  const db = getDb();
  if (db.signingKey) {
    const { privateJwk, publicJwk, kid } = db.signingKey;
    return {
      kid,
      privateKey: (await importJWK(privateJwk, 'RS256')) as CryptoKey,
      publicKey: (await importJWK(publicJwk, 'RS256')) as CryptoKey,
    };
  }
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = crypto.randomUUID();
  db.signingKey = {
    kid,
    privateJwk: await exportJWK(privateKey),
    publicJwk: await exportJWK(publicKey),
  };
  return { kid, privateKey, publicKey };
}

function keys(): Promise<KeyPair> {
  const kid = getDb().signingKey?.kid;
  if (!cached || (kid !== undefined && kid !== cachedKid)) {
    cached = loadKeys().then((pair) => {
      cachedKid = pair.kid;
      return pair;
    });
  }
  return cached;
}

/** A token id: 128 random bits, hex. */
function tokenId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * Signs claims; `iat` and `exp` come from the demo clock. Every token gets its own `jti` (the
 * claims' own, for a refresh token the session tracks, else a new one), so two tokens signed in
 * the same second for the same session are never the same string.
 */
export async function sign(claims: Record<string, unknown>, ttlSeconds: number): Promise<string> {
  const { privateKey, kid } = await keys();
  const iat = Math.floor(now() / 1000);
  const jti = typeof claims.jti === 'string' ? claims.jti : tokenId();
  return new SignJWT({ ...claims, jti, iat, exp: iat + ttlSeconds })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid })
    .sign(privateKey);
}

/** The payload of a token this backend signed and that has not expired, else undefined. */
export async function verify<T>(
  token: string,
  { allowExpired = false } = {},
): Promise<T | undefined> {
  try {
    const { publicKey } = await keys();
    const { payload } = await jwtVerify(token, publicKey, {
      algorithms: ['RS256'],
      currentDate: new Date(now()),
      // Logout accepts an expired access token, as the provider does.
      ...(allowExpired ? { clockTolerance: Number.MAX_SAFE_INTEGER } : {}),
    });
    return payload as unknown as T;
  } catch {
    return undefined;
  }
}
