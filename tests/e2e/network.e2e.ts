/**
 * The network as a person meets it (issue #22): a page opened again within a minute shows what it
 * showed without asking the server again (the dashboard used to make ten calls on every visit),
 * and losing the connection is named on the page until it returns. The favicon's cache is
 * favicon.e2e.ts's.
 */
import { baseUrl, signInAs, useBrowser, waitForDemoBackend } from './fixtures';

jest.setTimeout(60_000);

const e2e = useBrowser({ context: { viewport: { width: 1280, height: 800 } } });

it('three visits to the dashboard within a minute: its calls once, then none', async () => {
  const { page, errors } = await e2e.newPage();
  await signInAs(page, 'admin');
  const calls: string[] = [];
  e2e.context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/users') calls.push(request.url());
  });
  await page.goto(`${baseUrl()}/home`);
  await waitForDemoBackend(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const settled = () =>
    page.waitForFunction(
      () => document.querySelector('main [aria-busy="true"], main .MuiSkeleton-root') === null,
    );
  await settled();
  const first = calls.length;
  expect(first).toBeGreaterThan(0);
  for (let visit = 2; visit <= 3; visit += 1) {
    await nav.getByRole('link', { name: 'Users' }).click();
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await settled();
    const before = calls.length;
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await settled();
    expect({ visit, calls: calls.length - before }).toEqual({ visit, calls: 0 });
  }
  expect(errors).toEqual([]);
});

it('offline: a notice says so, in Spanish too, and goes when the connection returns; what was typed stays', async () => {
  const { page, errors } = await e2e.newPage();
  await page.context().addInitScript(() => {
    localStorage.setItem('locale', JSON.stringify({ currentLang: 'es' }));
  });
  await page.goto(`${baseUrl()}/sign-in`);
  await waitForDemoBackend(page);
  const email = page.getByRole('textbox', { name: 'Correo electrónico o usuario' });
  await email.fill('admin@demo.test');
  const notice = page.getByText(
    'Parece que no tienes conexión. Comprueba tu conexión e inténtalo de nuevo.',
  );
  await e2e.context.setOffline(true);
  await notice.waitFor();
  expect(await page.getByRole('status').filter({ has: notice }).count()).toBe(1);
  await e2e.context.setOffline(false);
  await notice.waitFor({ state: 'detached' });
  expect(await email.inputValue()).toBe('admin@demo.test');
  expect(errors).toEqual([]);
});
