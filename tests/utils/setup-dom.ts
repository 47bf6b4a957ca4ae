import '@testing-library/jest-dom';
import { webcrypto } from 'node:crypto';

// jsdom's window has no WebCrypto; the demo backend signs real JWTs (jose) even in DOM tests.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}
if (typeof globalThis.CryptoKey === 'undefined') {
  Object.defineProperty(globalThis, 'CryptoKey', {
    value: (webcrypto as unknown as { CryptoKey: unknown }).CryptoKey ?? Object,
    configurable: true,
  });
}
