/**
 * The NPI's check digit (CMS: the Luhn formula over the prefix '80840' and the first nine digits),
 * checked at the field before any request. The server checks it too (the contract's
 * `addCredential`); this is the reader's early answer, not the rule's owner.
 */
export function isValidNpi(value: string): boolean {
  if (!/^[12][0-9]{9}$/.test(value)) return false;
  const digits = `80840${value.slice(0, 9)}`;
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
  return (10 - (sum % 10)) % 10 === Number(value[9]);
}
