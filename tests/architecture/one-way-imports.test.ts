/**
 * @jest-environment node
 *
 * Imports flow one way (docs/decisions/007-one-way-imports.md), and `npm run lint` is what holds
 * them there. This checks the lint itself: the real ESLint config, run on the real tree, fails on
 * a feature reaching into app/, on components/ reaching into a feature, on mocks/ reaching into
 * src/, and on an import cycle; the tree as it is passes (`npm run lint` runs it whole).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

interface Probe {
  file: string;
  code: string;
}

/** Lints each probe as if it were that file of the tree; the rules each one broke. */
function lint(probes: Probe[]): string[][] {
  const script = `
    const { ESLint } = require('eslint');
    (async () => {
      const eslint = new ESLint({ cwd: ${JSON.stringify(root)} });
      const probes = JSON.parse(process.argv[1]);
      const out = [];
      for (const probe of probes) {
        const [result] = await eslint.lintText(probe.code, { filePath: probe.file });
        out.push(result.messages.map((m) => m.ruleId ?? m.message));
      }
      process.stdout.write(JSON.stringify(out));
    })().catch((error) => { console.error(error); process.exit(1); });
  `;
  const stdout = execFileSync(process.execPath, ['-e', script, JSON.stringify(probes)], {
    cwd: root,
    encoding: 'utf8',
  });
  return JSON.parse(stdout) as string[][];
}

describe('one-way imports, as npm run lint enforces them', () => {
  const probes: Probe[] = [
    {
      file: 'src/features/users/probe.ts',
      code: "import { appRoutes } from '@/app/router';\nexport const probe = appRoutes;\n",
    },
    {
      file: 'src/components/probe.ts',
      code: "import { session } from '@/features/auth/session';\nexport const probe = session;\n",
    },
    {
      file: 'mocks/probe.ts',
      code: "import { PATHS } from '../src/config/paths';\nexport const probe = PATHS;\n",
    },
    {
      // account.ts is one of the parts session.ts composes: importing session.ts back closes a circle.
      file: 'src/features/auth/session/account.ts',
      code: "import { createSession } from './session';\nexport const probe = createSession;\n",
    },
    {
      file: 'src/features/users/probe.ts',
      code: "import { PATHS } from '@/config/paths';\nexport const probe = PATHS.users;\n",
    },
  ];

  let results: string[][];
  beforeAll(() => {
    results = lint(probes);
  }, 120_000);

  it('fails on a feature importing from app/', () => {
    expect(results[0]).toContain('import-x/no-restricted-paths');
  });

  it('fails on components/ importing a feature', () => {
    expect(results[1]).toContain('import-x/no-restricted-paths');
  });

  it('fails on mocks/ importing src/', () => {
    expect(results[2]).toContain('import-x/no-restricted-paths');
  });

  it('fails on an import cycle', () => {
    expect(results[3]).toContain('import-x/no-cycle');
  });

  it('lets a feature import config/', () => {
    expect(results[4]).toEqual([]);
  });
});
