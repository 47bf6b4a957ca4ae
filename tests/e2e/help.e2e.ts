/**
 * A help article written to attack its readers is only text (decision 034): its title and body
 * hold an image with an error handler, a script, a `javascript:` link and an image from another
 * site; once published and read in the browser, no dialog opens, no script runs, no request
 * leaves for them and the content security policy reports nothing.
 */
import type { Request } from 'playwright-core';
import { baseUrl, signInAs, TENANT, useBrowser, waitForDemoBackend } from './fixtures';

jest.setTimeout(90_000);

const e2e = useBrowser({ context: { viewport: { width: 1280, height: 800 } } });

const TITLE = 'Card rules <img src=x onerror=alert(1)>';
const BODY = [
  'Read this <img src=x onerror="window.__ran=1"> first.',
  '',
  '<script>window.__ran = 2</script>',
  '',
  '[Open the card](javascript:window.__ran=3) and [the statuses](/profiles/help-center/article/what-do-the-statuses-mean).',
  '',
  '![a pixel](https://tracker.example/p.png)',
].join('\n');

it('shows a hostile article as text: no dialog, no script, no request, no CSP report', async () => {
  await e2e.context.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI}`),
    );
  });
  const page = await e2e.context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signInAs(page, 'admin');
  const slug = await page.evaluate(
    async ({ title, body, tenant }) => {
      const token = document.cookie
        .split('; ')
        .find((c) => c.startsWith(`access.${tenant}=`))
        ?.split('=')[1];
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const made = await fetch('/api/v1/help/articles', {
        method: 'POST',
        headers,
        body: JSON.stringify({ language: 'en', title, body, category: 'certifications' }),
      });
      const article = (await made.json()) as { slug: string };
      await fetch(`/api/v1/help/articles/${article.slug}/publish`, { method: 'POST', headers });
      return article.slug;
    },
    { title: TITLE, body: BODY, tenant: TENANT },
  );

  const requests: string[] = [];
  const watch = (request: Request) => {
    const url = new URL(request.url());
    if (url.origin !== new URL(baseUrl()).origin || url.pathname.endsWith('/x'))
      requests.push(request.url());
  };
  page.on('request', watch);
  await page.goto(`${baseUrl()}/profiles/help-center/article/${slug}`);
  await waitForDemoBackend(page);
  const heading = page.getByRole('heading', { level: 1 });
  await heading.filter({ hasText: 'Card rules' }).waitFor();
  expect(await heading.textContent()).toBe(TITLE);
  const article = page.locator('div[lang="en"]').filter({ hasText: 'Read this' });
  await expect(article.textContent()).resolves.toContain('Read this  first.');
  expect(await article.locator('img, script, iframe').count()).toBe(0);
  expect(await article.getByRole('link', { name: 'Open the card' }).count()).toBe(0);
  await article.getByText('Open the card').click();
  expect(await article.textContent()).toContain('a pixel');
  await page.waitForTimeout(300);

  expect(dialogs).toEqual([]);
  expect(
    await page.evaluate(() => (window as unknown as { __ran?: number }).__ran),
  ).toBeUndefined();
  expect(requests).toEqual([]);
  expect(
    await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  ).toEqual([]);
  // The safe link stays a link, within the app.
  await article.getByRole('link', { name: 'the statuses' }).click();
  await page.getByRole('heading', { level: 1, name: 'What do the statuses mean?' }).waitFor();
});
