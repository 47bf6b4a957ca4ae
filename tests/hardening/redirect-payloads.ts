/**
 * Open-redirect payloads (the fault suite's list): values an attacker would have the app read as
 * a redirect target, and the redirect parameter as it would appear in an address.
 */
/** Values an attacker would have the app read as a redirect target. */
export const PAYLOADS: Array<[string, string]> = [
  ['protocol-relative //evil.example', '//evil.example'],
  ['backslash /\\evil.example', '/\\evil.example'],
  ['double backslash \\\\evil.example', '\\\\evil.example'],
  ['encoded %2F%2Fevil.example', '%2F%2Fevil.example'],
  ['encoded after a slash /%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ['encoded backslash /%5Cevil.example', '/%5Cevil.example'],
  ['double-encoded %252F%252Fevil.example', '%252F%252Fevil.example'],
  ['scheme without slashes https:evil.example', 'https:evil.example'],
  ['absolute https://evil.example/home', 'https://evil.example/home'],
  ['javascript:alert(1)', 'javascript:alert(1)'],
  ['JAVASCRIPT:alert(1)', 'JAVASCRIPT:alert(1)'],
  ['JaVaScRiPt:alert(1)', 'JaVaScRiPt:alert(1)'],
  ['javascript: after spaces', '   javascript:alert(1)'],
  ['javascript: split by a tab', 'java\tscript:alert(1)'],
  ['data: URL', 'data:text/html,<script>alert(1)</script>'],
  ['data: URL in base64', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  ['broken percent-encoding /%E0%A4%A', '/%E0%A4%A'],
  ['a lone percent sign /%', '/%'],
  ['a tab between the slashes', '/\t/evil.example'],
  ['dot segments /..//evil.example', '/..//evil.example'],
];

/** The redirect parameter as it appears in the address: each payload encoded, plus raw forms. */
export const PARAMETERS: Array<[string, string]> = [
  ...PAYLOADS.map(([name, value]): [string, string] => [
    name,
    `redirectUrl=${encodeURIComponent(value)}`,
  ]),
  ['raw //evil.example in the address', 'redirectUrl=//evil.example'],
  ['raw broken percent-encoding in the address', 'redirectUrl=%E0%A4%A'],
  ['raw javascript: in the address', 'redirectUrl=javascript:alert(1)'],
  ['duplicated: safe, then evil', 'redirectUrl=%2Fprofiles%2Fusers&redirectUrl=%2F%2Fevil.example'],
  ['duplicated: evil, then safe', 'redirectUrl=%2F%2Fevil.example&redirectUrl=%2Fprofiles%2Fusers'],
  [
    'duplicated: the same safe path twice',
    'redirectUrl=%2Fprofiles%2Fusers&redirectUrl=%2Fprofiles%2Fusers',
  ],
];

/**
 * One of each kind, for the app's entry points: every one of them reads its target through
 * src/lib/redirect.ts or src/lib/safe-redirect.ts, which take the whole list above (tests/lib).
 */
const SAMPLE_NAMES = [
  'protocol-relative //evil.example',
  'encoded %2F%2Fevil.example',
  'double-encoded %252F%252Fevil.example',
  'javascript: split by a tab',
  'absolute https://evil.example/home',
  'duplicated: safe, then evil',
  'raw //evil.example in the address',
];
const sample = (rows: Array<[string, string]>) =>
  rows.filter(([name]) => SAMPLE_NAMES.includes(name));
export const SAMPLE_PAYLOADS = sample(PAYLOADS);
export const SAMPLE_PARAMETERS = sample(PARAMETERS);
