/** @jest-environment node */
import { signInChunkGroups } from '../../scripts/sign-in-chunks.mjs';

const ROOT = '/app';
const at = (p: string) => `${ROOT}/${p}`;

/** A module graph: each module and the modules it imports statically. */
function graph(edges: Record<string, string[]>) {
  const infos = new Map(
    Object.entries(edges).map(([id, imports]) => [at(id), { importedIds: imports.map(at) }]),
  );
  return { getModuleInfo: (id: string) => infos.get(id) ?? null };
}

const ctx = graph({
  'src/main.tsx': ['src/app/app.tsx', 'node_modules/react-dom/index.js'],
  'src/app/app.tsx': ['node_modules/@mui/material/Box.js', 'src/lib/theme.ts'],
  'src/lib/theme.ts': [],
  'src/app/pages/auth-frame-page.tsx': [
    'src/features/auth/flow.ts',
    'src/lib/theme.ts',
    'node_modules/@mui/material/Button.js',
  ],
  'src/features/auth/flow.ts': ['src/components/form-text-field.tsx'],
  'src/components/form-text-field.tsx': ['node_modules/@mui/material/OutlinedInput.js'],
  'src/features/users/users-page.tsx': [
    'src/components/form-text-field.tsx',
    'node_modules/@mui/material/Table.js',
  ],
  'node_modules/react-dom/index.js': [],
  'node_modules/@mui/material/Box.js': [],
  'node_modules/@mui/material/Button.js': [],
  'node_modules/@mui/material/OutlinedInput.js': [],
  'node_modules/@mui/material/Table.js': [],
});

it.each([
  ['node_modules/react-dom/index.js', null],
  ['node_modules/@mui/material/Box.js', null],
  ['node_modules/@mui/material/Button.js', null],
  ['node_modules/@mui/material/OutlinedInput.js', null],
  ['node_modules/@mui/material/Table.js', null],
  ['src/main.tsx', null],
  ['src/lib/theme.ts', null],
  ['src/app/pages/auth-frame-page.tsx', 'auth-frame-page'],
  ['src/features/auth/flow.ts', 'auth-frame-page'],
  ['src/components/form-text-field.tsx', 'auth-frame-page'],
  ['src/features/users/users-page.tsx', null],
])('%s goes to %s', (id, chunk) => {
  expect(group('sign-in page').name(at(id), ctx)).toBe(chunk);
});

/** A group by its name; the bundler gives a module to the first group that names a chunk. */
function group(debugName: string, options: Partial<Parameters<typeof signInChunkGroups>[0]> = {}) {
  const found = signInChunkGroups({ root: ROOT, ...options }).find(
    (g) => g.debugName === debugName,
  );
  if (!found) throw new Error(`no group ${debugName}`);
  return found;
}

it('leaves the generated models, which the start reaches through their index, to the bundler', () => {
  const models = graph({
    'src/main.tsx': ['generated/product/model/index.ts', 'src/lib/theme.ts'],
    'generated/product/model/index.ts': [
      'generated/product/model/userRole.ts',
      'generated/product/model/employerSortParameter.ts',
    ],
    'generated/product/model/userRole.ts': [],
    'generated/product/model/employerSortParameter.ts': [],
    'src/lib/theme.ts': [],
  });
  const start = group('app start');
  expect(start.name(at('src/lib/theme.ts'), models)).toBe('main');
  expect(start.name(at('generated/product/model/employerSortParameter.ts'), models)).toBeNull();
  expect(start.name(at('generated/product/model/index.ts'), models)).toBeNull();
});

it('leaves everything to the bundler when the sign-in page is not in the graph', () => {
  const page = group('sign-in page', { page: 'src/elsewhere.tsx' });
  expect(page.name(at('src/features/auth/flow.ts'), ctx)).toBeNull();
});

it("gives Vite's preload helper a file of its own, ahead of the page's and the start's", () => {
  const groups = signInChunkGroups({ root: ROOT });
  const helper = '\0vite/preload-helper.js';
  const first = groups.map((g) => g.name(helper, ctx)).find((name) => name !== null);
  expect(first).toBe('preload-helper');
  expect(group('preload helper').name(at('src/main.tsx'), ctx)).toBeNull();
});
