/**
 * The NPI's check digit (CMS: the Luhn formula over the prefix '80840' and the first nine digits),
 * for the demo's synthetic identifiers and, later, its registry.
 */
export function npiCheckDigit(firstNine: string): number {
  const digits = `80840${firstNine}`;
  let sum = 0;
  // From the right, every second digit of the 14 (the nine's last one first) is doubled.
  for (let i = digits.length - 1, double = true; i >= 0; i -= 1, double = !double) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** Ten digits, starting with 1 or 2, whose last is the check digit of the other nine. */
export function isValidNpi(value: string): boolean {
  return /^[12][0-9]{9}$/.test(value) && npiCheckDigit(value.slice(0, 9)) === Number(value[9]);
}
