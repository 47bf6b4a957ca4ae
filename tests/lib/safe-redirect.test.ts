/** @jest-environment node */
import fc from 'fast-check';
import { safeRedirectPath } from '@/lib/safe-redirect';

const ORIGIN = 'https://app.example.com';

describe('safeRedirectPath', () => {
  it.each([
    ['/home', '/home'],
    ['/profiles/users?page=2#top', '/profiles/users?page=2#top'],
    ['/profiles/professional/42', '/profiles/professional/42'],
    ['/a/../home', '/home'],
    ['/reports/100%25-complete', '/reports/100%25-complete'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeRedirectPath(input, ORIGIN)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    'https:evil.example',
    'https://evil.example/home',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/\t/evil.example',
    '/..//evil.example',
    '/sign-in/..//evil.example?x=1',
    '/./\\evil.example',
    '/\n/evil.example',
    '/%E0%A4%A',
    'home',
    '',
    '   ',
    `/${'a'.repeat(5000)}`,
    42,
    undefined,
    null,
  ])('refuses %p', (input) => {
    expect(safeRedirectPath(input, ORIGIN)).toBeUndefined();
  });

  it('never yields a target that leaves the origin, whatever the input (property)', () => {
    const tricky = fc.constantFrom(
      '/',
      '\\',
      '%2F',
      '%5C',
      '%252F',
      ':',
      '//',
      'evil.example',
      '@',
      '\t',
      '.',
      '..',
      '/..',
      '?',
      '#',
      'javascript:',
      'data:',
    );
    const input = fc.oneof(
      fc.string(),
      fc
        .array(fc.oneof(tricky, fc.string({ maxLength: 4 })), { maxLength: 8 })
        .map((p) => p.join('')),
    );
    fc.assert(
      fc.property(input, (value) => {
        const result = safeRedirectPath(value, ORIGIN);
        if (result === undefined) return true;
        const resolved = new URL(result, ORIGIN);
        // The result is also used as it is (router navigation), so it must itself be a plain path.
        return (
          resolved.origin === ORIGIN &&
          result.startsWith('/') &&
          !result.startsWith('//') &&
          !(result.split(/[?#]/)[0] ?? '').includes('\\') &&
          new URL(result, 'https://other.example').origin === 'https://other.example'
        );
      }),
      { numRuns: 5000 },
    );
  });
});
