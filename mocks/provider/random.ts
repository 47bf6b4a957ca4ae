/** Random values for the provider's ids, tokens and codes (the Web Crypto generator). */

export function randomHex(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function randomDigits(count: number): string {
  const buffer = new Uint32Array(count);
  crypto.getRandomValues(buffer);
  return Array.from(buffer, (n) => String(n % 10)).join('');
}
