/**
 * The contract is the source of the sign-in form's limits: a copy of openapi/provider-v0.yaml
 * with the sign-in body's `emailOrUsername` limited to 100 characters (254 in the contract) is
 * regenerated with orval, as `npm run gen` does (the project's own orval entry for the provider's
 * zod), and the login form's schema built from that regenerated body says 'at most 100'.
 *
 * Runs orval once (about 3 s here); the generated files land in a temp directory, never in
 * generated/.
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import type * as PasswordZodModule from '@generated/provider/zod/password/password.zod';
import { loginSchema } from '@/features/auth/forms/schemas';
import { errorsOf } from '@tests/features/auth/forms/submit-schema';
import { repoRoot } from '@tests/utils/processes';

type PasswordZod = typeof PasswordZodModule;
type Node = Record<string, unknown>;

const SIGN_IN_PATH = '/tenants/{tenantId}/auth/basic';
const NEW_LIMIT = 100;
const GENERATED = 'password/password.zod.ts';

let dir: string;
let regenerated: PasswordZod;

/** The schema POST /auth/basic takes, in the parsed contract (followed through its $ref). */
function signInBody(doc: Node): Node {
  const post = (doc.paths as Node)[SIGN_IN_PATH] as { post: Node };
  const content = (post.post.requestBody as Node).content as Node;
  const schema = (content['application/json'] as Node).schema as Node;
  const ref = String(schema.$ref).replace(/^#\//, '').split('/');
  return ref.reduce<Node>((node, key) => node[key] as Node, doc);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'contract-limits-'));
  const doc = parse(readFileSync(path.join(repoRoot, 'openapi/provider-v0.yaml'), 'utf8')) as Node;
  const emailOrUsername = (signInBody(doc).properties as Node).emailOrUsername as Node;
  expect(emailOrUsername.maxLength).toBe(254);
  emailOrUsername.maxLength = NEW_LIMIT;
  writeFileSync(path.join(dir, 'provider-v0.yaml'), stringify(doc));

  // orval reads the workspace's package.json and tsconfig.json to choose its zod syntax, and the
  // regenerated files import zod: the project's own, through node_modules.
  copyFileSync(path.join(repoRoot, 'package.json'), path.join(dir, 'package.json'));
  copyFileSync(path.join(repoRoot, 'tsconfig.json'), path.join(dir, 'tsconfig.json'));
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  writeFileSync(
    path.join(dir, 'orval.config.ts'),
    [
      `import config from ${JSON.stringify(path.join(repoRoot, 'orval.config.ts'))};`,
      'const zod = config.providerZod;',
      'export default {',
      '  providerZod: {',
      '    ...zod,',
      `    input: { ...zod.input, target: ${JSON.stringify(path.join(dir, 'provider-v0.yaml'))} },`,
      `    output: { ...zod.output, target: ${JSON.stringify(path.join(dir, 'zod'))} },`,
      '  },',
      '};',
      '',
    ].join('\n'),
  );
  const orval = spawnSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/orval/dist/bin/orval.js'),
      '--config',
      path.join(dir, 'orval.config.ts'),
    ],
    { cwd: dir, encoding: 'utf8', timeout: 60_000 },
  );
  if (orval.status !== 0) throw new Error(`orval failed:\n${orval.stdout}\n${orval.stderr}`);
  regenerated = (await import(path.join(dir, 'zod', GENERATED))) as PasswordZod;
}, 60_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The login form's message at the email-or-username field, as a person reads it. */
const identifierMessage = async (schema: ReturnType<typeof loginSchema>, emailOrUsername: string) =>
  (await errorsOf(schema, { emailOrUsername, password: 'x' })).emailOrUsername;

describe('the sign-in form takes its limit from the regenerated contract', () => {
  it('orval regenerates the committed file but for the changed limit', () => {
    const committed = readFileSync(
      path.join(repoRoot, 'generated/provider/zod', GENERATED),
      'utf8',
    );
    const fresh = readFileSync(path.join(dir, 'zod', GENERATED), 'utf8');
    expect(fresh).not.toBe(committed);
    expect(fresh.replaceAll(`OrUsernameMax = ${NEW_LIMIT};`, 'OrUsernameMax = 254;')).toBe(
      committed,
    );
    expect(regenerated.loginWithPasswordBodyEmailOrUsernameMax).toBe(NEW_LIMIT);
  });

  it(`a ${NEW_LIMIT + 1}-character email or username is too long; ${NEW_LIMIT} passes`, async () => {
    const schema = loginSchema(regenerated.loginWithPasswordBody);
    expect(await identifierMessage(schema, 'a'.repeat(NEW_LIMIT + 1))).toBe(
      `This is too long: at most ${NEW_LIMIT} characters`,
    );
    expect(await identifierMessage(schema, 'a'.repeat(NEW_LIMIT))).toBeUndefined();
  });

  it('the committed contract still allows 254', async () => {
    expect(await identifierMessage(loginSchema(), 'a'.repeat(NEW_LIMIT + 1))).toBeUndefined();
    expect(await identifierMessage(loginSchema(), 'a'.repeat(255))).toBe(
      'This is too long: at most 254 characters',
    );
  });
});
