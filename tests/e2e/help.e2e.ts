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

  // Its writer opens it in the editor: the same text, nothing run, nothing fetched, and the
  // editor's own style tag passes the content security policy.
  await page.goto(`${baseUrl()}/profiles/help-center/edit-article/${slug}`);
  await waitForDemoBackend(page);
  const text = page.getByRole('textbox', { name: 'Text' });
  await text.filter({ hasText: 'Read this' }).waitFor();
  expect(await text.locator('img, script, iframe').count()).toBe(0);
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
  expect(
    await page.evaluate(() => (window as unknown as { __ran?: number }).__ran),
  ).toBeUndefined();
  expect(requests).toEqual([]);
  expect(await page.locator('style[data-tiptap-style]').count()).toBe(1);
  expect(
    await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  ).toEqual([]);
});

it('writes a Spanish article right to left: a draft kept over a reload, then published and found without accents', async () => {
  await e2e.context.addInitScript(() => {
    localStorage.setItem('locale', JSON.stringify({ currentLang: 'es' }));
    localStorage.setItem(
      'theme',
      JSON.stringify({
        themeSchema: '',
        direction: 'rtl',
        mode: 'dark',
        panelExpand: false,
        controlSize: 'md',
        layout: { type: 'collapsibleSide', sideNavCollapse: false },
      }),
    );
  });
  const page = await e2e.context.newPage();
  await signInAs(page, 'admin');
  await page.goto(`${baseUrl()}/profiles/help-center/manage-article`);
  await waitForDemoBackend(page);
  await page.getByRole('link', { name: 'Nuevo artículo' }).click();
  await page.getByRole('heading', { level: 1, name: 'Nuevo artículo de ayuda' }).waitFor();

  await page
    .getByRole('textbox', { name: 'Título' })
    .fill('Radiografía de tórax tras una prueba positiva');
  await page.getByRole('combobox', { name: 'Categoría' }).click();
  await page.getByRole('option', { name: 'Registros de salud y vacunación' }).click();
  const text = page.getByRole('textbox', { name: 'Texto' });
  await text.click();
  await page.keyboard.type('Si tu prueba cutánea salió positiva, sube la radiografía torácica.');
  expect(
    await text.evaluate((el) => [el.getAttribute('lang'), getComputedStyle(el).direction]),
  ).toEqual(['es', 'rtl']);
  await page.getByRole('button', { name: 'Guardar borrador' }).click();
  await page.getByText('Borrador guardado.').waitFor();
  const address = new URL(page.url()).pathname;
  expect(address).toBe(
    '/profiles/help-center/edit-article/radiografia-de-torax-tras-una-prueba-positiva',
  );

  // Saved on the server: a reload opens the draft as written.
  await page.reload();
  await waitForDemoBackend(page);
  await text.filter({ hasText: 'radiografía torácica' }).waitFor();
  expect(await page.getByRole('textbox', { name: 'Título' }).inputValue()).toBe(
    'Radiografía de tórax tras una prueba positiva',
  );
  expect(await page.getByText('Borrador', { exact: true }).count()).toBe(1);
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await page.getByText('Publicado: los lectores ya lo encuentran.').waitFor();

  // Readers find it by a word of its text typed without accents.
  await page.getByRole('link', { name: 'Centro de soporte' }).click();
  const search = page.getByRole('searchbox', { name: 'Buscar artículos de ayuda' });
  await search.fill('radiografia toracica');
  await search.press('Enter');
  await page.getByRole('link', { name: 'Radiografía de tórax tras una prueba positiva' }).waitFor();
});
