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

/** Signs claims; `iat` and `exp` come from the demo clock. */
export async function sign(claims: Record<string, unknown>, ttlSeconds: number): Promise<string> {
  const { privateKey, kid } = await keys();
  const iat = Math.floor(now() / 1000);
  return new SignJWT({ ...claims, iat, exp: iat + ttlSeconds })
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
