/**
 * Employers in a real browser against the demo backend (#35): an administrator, in es-rtl-dark on
 * a phone, opens Saguaro Valley Health's page, opens the requirement-set editor (axe looks at the
 * dialog: the page sweep, product-pages.e2e.ts, sees the page but not the dialog), adds ACLS as a
 * blocking requirement for everyone, and the share cleared drops at once; an organization's
 * person reaches their own employer from the menu ("My organization"). A professional sees their
 * gap before applying in en-ltr-light and es-rtl-dark (axe, and the phone widths: the page sweep
 * visits employers as an administrator), names a first day that an expiring card does not reach,
 * applies, and the employer's roster shows the application. One page load per look.
 */
import { misfits } from './widths';
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

describe('the gap before applying', () => {
  it('shows a professional what they meet, in both looks, and their application reaches the roster', async () => {
    const { page, errors } = await e2e.newPage();
    await signInAs(page, 'professional');
    await page.goto(`${baseUrl()}/profiles/employer/10`);
    await waitForDemoBackend(page);
    const gap = page.getByRole('region', { name: 'Your credentials against these requirements' });
    await gap.getByText(/^You meet \d+ of \d+\.$/).waitFor();
    await gap.getByText('Missing:').waitFor();
    expect(await seriousViolations(page, { settleFirst: true })).toEqual([]);
    expect(
      await misfits(page).finally(() => page.setViewportSize({ width: 1280, height: 900 })),
    ).toEqual([]);

    await page.evaluate(() => {
      localStorage.setItem('locale', JSON.stringify({ currentLang: 'es' }));
      localStorage.setItem('theme', JSON.stringify({ mode: 'dark', direction: 'rtl' }));
    });
    await page.reload();
    await waitForDemoBackend(page);
    const brecha = page.getByRole('region', { name: 'Tus credenciales frente a estos requisitos' });
    const met = brecha.getByText(/^Cumples \d+ de \d+\.$/);
    await met.waitFor();
    const before = Number(/Cumples (\d+)/.exec((await met.textContent()) ?? '')?.[1]);
    // Sixty days from now: the ACLS card, valid for three more weeks, lapses before it.
    const start = new Date(Date.now() + 60 * 86_400_000);
    const typed = [start.getDate(), start.getMonth() + 1]
      .map((n) => String(n).padStart(2, '0'))
      .join('')
      .concat(String(start.getFullYear()));
    await brecha.getByRole('group', { name: 'Primer día de trabajo' }).click();
    await page.keyboard.press('Home');
    await page.keyboard.type(typed);
    const lapsing = brecha.locator('p', { hasText: 'Vence antes de tu inicio:' });
    await lapsing.waitFor();
    expect(await lapsing.textContent()).toContain('Soporte vital cardiovascular avanzado (ACLS)');
    await brecha
      .getByText(/^Vence el .+, antes de tu primer día: renuévala antes\.$/)
      .first()
      .waitFor();
    const after = Number(/Cumples (\d+)/.exec((await met.textContent()) ?? '')?.[1]);
    expect(after).toBeLessThan(before);
    expect(await seriousViolations(page, { settleFirst: true })).toEqual([]);
    expect(
      await misfits(page).finally(() => page.setViewportSize({ width: 1280, height: 900 })),
    ).toEqual([]);

    await brecha.getByRole('button', { name: 'Postularme' }).click();
    await brecha.getByText(/^Postulación enviada: Juniper Kettle Home Health ya la ve/).waitFor();

    // The employer's side: an administrator opens the same employer's roster in this browser.
    await signInAs(page, 'admin');
    await page.reload();
    await waitForDemoBackend(page);
    const roster = page.getByRole('region', { name: 'Plantilla', exact: true });
    await roster.getByRole('link', { name: /Pablo/ }).waitFor();
    expect(await roster.getByRole('row').count()).toBe(2);
    expect(errors).toEqual([]);
  });
});
