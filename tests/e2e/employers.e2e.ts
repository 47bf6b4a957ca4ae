/**
 * Employers in a real browser against the demo backend (#35): an administrator, in es-rtl-dark on
 * a phone, opens Saguaro Valley Health's page, opens the requirement-set editor (axe looks at the
 * dialog: the page sweep, product-pages.e2e.ts, sees the page but not the dialog), adds ACLS as a
 * blocking requirement for everyone, and the share cleared drops at once; an organization's
 * person reaches their own employer from the menu ("My organization"). One page load each.
 */
import {
  baseUrl,
  openPage,
  seriousViolations,
  signInAs,
  useBrowser,
  waitForDemoBackend,
} from './fixtures';

jest.setTimeout(120_000);

const e2e = useBrowser({ context: { viewport: { width: 1280, height: 900 } } });

/** '22 de 37 (59 %)' → 22. */
const clearedIn = (text: string) => Number(/(\d+) de \d+ \(/.exec(text)?.[1]);

describe("an employer's requirements", () => {
  it('adds ACLS for everyone in es-rtl-dark on a phone: the share cleared drops at once, axe finds nothing', async () => {
    await e2e.withContext({ viewport: { width: 375, height: 800 } }, async (context) => {
      await context.addInitScript(() => {
        localStorage.setItem('locale', JSON.stringify({ currentLang: 'es' }));
        localStorage.setItem('theme', JSON.stringify({ mode: 'dark', direction: 'rtl' }));
      });
      const { page, errors } = await openPage(context);
      await signInAs(page, 'admin');
      await page.goto(`${baseUrl()}/profiles/employer/3`);
      await waitForDemoBackend(page);
      const workforce = page.getByRole('region', { name: 'Plantilla hoy' });
      await workforce.getByText(/\d+ de \d+/).waitFor();
      const before = clearedIn((await workforce.textContent()) ?? '');

      const requirements = page.getByRole('region', { name: 'Requisitos' });
      await requirements.getByRole('button', { name: 'Añadir un conjunto de requisitos' }).click();
      const dialog = page.getByRole('dialog', { name: 'Añadir un conjunto de requisitos' });
      await dialog.waitFor();
      expect(await seriousViolations(page, { settleFirst: true })).toEqual([]);
      await dialog.getByRole('textbox', { name: 'Nombre del conjunto' }).fill('Todo turno');
      await dialog.getByRole('combobox', { name: 'Credencial' }).click();
      await page
        .getByRole('option', { name: 'Soporte vital cardiovascular avanzado (ACLS)' })
        .click();
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await dialog.waitFor({ state: 'detached' });
      await requirements
        .getByRole('status')
        .getByText('Conjunto de requisitos guardado.')
        .waitFor();
      // The page reads the employer again once the set is saved: the new figure follows.
      let after = before;
      for (let tries = 0; tries < 50 && after >= before; tries += 1) {
        await page.waitForTimeout(100);
        after = clearedIn((await workforce.textContent()) ?? '');
      }
      expect(after).toBeLessThan(before);
      expect(errors).toEqual([]);
    });
  });

  it("takes an organization's person to their own employer from the menu", async () => {
    const { page, errors } = await e2e.newPage();
    await signInAs(page, 'organization');
    await page.goto(`${baseUrl()}/profiles/account/settings`);
    await waitForDemoBackend(page);
    await page.getByRole('link', { name: 'My organization' }).click();
    await page.waitForURL(/\/profiles\/employer\/mine$/);
    await page.getByRole('heading', { level: 1, name: 'Saguaro Valley Health' }).waitFor();
    await page.getByRole('region', { name: 'Roster' }).getByRole('table').waitFor();
    expect(errors).toEqual([]);
  });
});
