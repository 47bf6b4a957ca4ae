/**
 * The contracts alone are a usable backend (issue #17): `npm run start:prism` runs the app's dev
 * server against Prism's mocks of both contracts, reached where the app calls them (`/v0/` and
 * `/api/v1`). With nothing but the contracts' examples, a person signs in (any email and password:
 * the examples' tokens belong to María González, the administrator, and expire in 2100), picks the
 * profile, opens the users list and a user. The examples tell of one person: the header's initials
 * and the user page's title are hers.
 */
import { freePort, startListening } from '@tests/utils/processes';
import type { Background } from '@tests/utils/processes';
import { OFF_CONTRACT, useBrowser } from './fixtures';

// A cold dev server compiles the app on first load.
jest.setTimeout(240_000);

const e2e = useBrowser({ context: { viewport: { width: 1280, height: 900 } } });

let app: Background | undefined;
let base = '';

beforeAll(async () => {
  const [vitePort, frontPort, providerPort, productPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  app = await startListening(
    'node',
    ['scripts/start-prism.mjs', '--port', String(vitePort), '--strictPort', '--host', '127.0.0.1'],
    vitePort,
    120_000,
    {
      PRISM_PORT: String(frontPort),
      PRISM_PROVIDER_PORT: String(providerPort),
      PRISM_PRODUCT_PORT: String(productPort),
    },
  );
  base = `http://127.0.0.1:${vitePort}`;
}, 150_000);

afterAll(async () => {
  await app?.stop();
});

it('signs in, shows the users list and a user, from the contracts alone', async () => {
  const { page, errors } = await e2e.newPage();
  await page.goto(`${base}/sign-in`, { timeout: 120_000 });
  await page.getByLabel('Email or username').fill('maria.gonzalez@example.com', {
    timeout: 120_000,
  });
  await page.getByRole('textbox', { name: 'Password' }).fill('any-password-1');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL(/\/profile-select/, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL(/\/home$/, { timeout: 60_000 });
  // The signed-in person is the examples' one: her initials in the header.
  await page.getByRole('button', { name: 'Account menu' }).getByText('MG').waitFor();

  await page.goto(`${base}/profiles/users`);
  const table = page.getByRole('table');
  await table.getByRole('link', { name: 'María González' }).waitFor({ timeout: 60_000 });
  expect(await table.getByRole('row').count()).toBeGreaterThan(1);
  await table.getByRole('link', { name: 'María González' }).click();
  await page.waitForURL(/\/profiles\/user\/1042$/);
  await page.getByRole('heading', { level: 1, name: 'María González' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/profiles/user/1042');
  // Still signed in (the examples' tokens have not expired), and every answer kept the contract.
  expect(errors.filter((e) => e.includes(OFF_CONTRACT))).toEqual([]);
  expect(errors).toEqual([]);
});
