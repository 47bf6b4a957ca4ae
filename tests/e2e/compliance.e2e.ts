/**
 * The compliance pages in a real browser against the demo backend (#34): an administrator filters
 * the professionals to the expired ones, the view survives a reload and Back from a professional's
 * page; a reviewer approves and rejects, and the professional reads the reason; the wallet at a
 * phone's width in es-rtl-dark, where the professional adds a BLS card typed into the date
 * pickers, with its document (a renamed program and a 30 MB file refused at the field, a 2 MB PDF
 * previewed, sent with its progress and previewed again from the server's bytes), and an NPI is
 * refused at its field before any request; a staff member checks a license
 * at its board again and waives a requirement for 30 days; a professional asking for someone
 * else's page is told so. axe runs
 * here only where the page sweep (product-pages.e2e.ts, every page at 1280 px in both looks) does
 * not look: the rejection dialog, the wallet on a phone, a refusal.
 */
import { makePdf, programNamedPdf, progressSeen, watchProgress } from './files';
import {
  baseUrl,
  navigateInApp,
  openPage,
  seriousViolations,
  signInAs,
  useBrowser,
  waitForDemoBackend,
} from './fixtures';

jest.setTimeout(120_000);

const e2e = useBrowser({ context: { viewport: { width: 1280, height: 900 } } });

describe('professionals for the staff', () => {
  it('filters to expired, keeps the view on reload and Back, and opens a professional', async () => {
    const { page, errors } = await e2e.newPage();
    await signInAs(page, 'admin');
    await page.goto(`${baseUrl()}/profiles/professionals?status=expired`);
    await waitForDemoBackend(page);
    const table = page.getByRole('table', { name: 'Professionals' });
    const rows = table.getByRole('row');
    await rows.nth(1).waitFor();
    const count = await rows.count();
    expect(count - 1).toBeGreaterThan(0);
    expect(count - 1).toBeLessThanOrEqual(25);
    for (const text of await rows.allInnerTexts())
      if (!/Name/.test(text)) expect(text).toContain('Expired');

    await page.getByRole('button', { name: 'Next expiry' }).click();
    await page.waitForURL(/status=expired&sort=nextExpiry$/);
    await page.reload();
    await rows.nth(1).waitFor();
    expect(await page.getByRole('combobox', { name: 'Overall status' }).textContent()).toBe(
      'Expired',
    );

    const first = rows.nth(1).getByRole('link');
    const name = (await first.textContent()) ?? '';
    await first.click();
    await page.waitForURL(/\/profiles\/professional\/\d+$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page
      .getByRole('region', { name: 'Requirements' })
      .getByRole('listitem')
      .first()
      .waitFor();
    expect(await page.getByRole('region', { name: 'Where things stand' }).textContent()).toContain(
      'Expired',
    );

    await page.goBack();
    await page.waitForURL(/\/profiles\/professionals\?status=expired&sort=nextExpiry$/);
    await rows.nth(1).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('reviews', () => {
  it("approving changes where the professional stands at once; a rejection's reason reaches their wallet", async () => {
    const { page, errors } = await e2e.newPage();
    await signInAs(page, 'admin');
    await page.goto(`${baseUrl()}/profiles/professional/1001`);
    await waitForDemoBackend(page);
    const summary = page.getByRole('region', { name: 'Where things stand' });
    await summary.getByText('Pending review: 1').waitFor();
    const onFile = page.getByRole('region', { name: 'On file' });
    const physical = onFile
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Physical examination' }) });
    await physical.getByRole('button', { name: 'Approve' }).click();
    await physical.getByText('Approved: Physical examination.').waitFor();
    await summary.getByText('Compliant: 9').waitFor();
    expect(await summary.textContent()).not.toContain('Pending review');

    const bls = onFile
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Basic Life Support (BLS)' }) });
    await bls.getByRole('button', { name: 'Reject…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject this credential?' });
    await dialog
      .getByRole('textbox', { name: /Reason/ })
      .fill('The card is not signed on the back.');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await summary.getByText('Rejected: 2').waitFor();

    // Waiving the missing influenza vaccine for 30 days, the last day typed into the picker.
    const influenza = page
      .getByRole('region', { name: 'Requirements' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /Influenza/ }) });
    await influenza.getByRole('button', { name: 'Waive…' }).click();
    const waive = page.getByRole('dialog', { name: 'Waive this requirement?' });
    await waive
      .getByRole('textbox', { name: /Reason/ })
      .fill('Declination signed for this season.');
    const lastDay = await page.evaluate(() => {
      const now = new Date();
      const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 30);
      return `${String(day.getMonth() + 1).padStart(2, '0')}${String(day.getDate()).padStart(2, '0')}${day.getFullYear()}`;
    });
    await waive
      .getByRole('group', { name: /Last day/ })
      .getByRole('spinbutton')
      .first()
      .click();
    await page.keyboard.type(lastDay);
    expect(await seriousViolations(page)).toEqual([]);
    await waive.getByRole('button', { name: 'Waive', exact: true }).click();
    await waive.waitFor({ state: 'hidden' });
    await influenza.getByText('Why it is waived: “Declination signed for this season.”').waitFor();
    await influenza.getByText('Waived', { exact: true }).waitFor();

    // A license the board suspended since its last check (the seed's, README): asked again.
    await navigateInApp(page, '/profiles/professional/2009');
    const license = page
      .getByRole('region', { name: 'On file' })
      .getByRole('listitem')
      .filter({ hasText: 'No. RN-156448 · TX' });
    await page.getByRole('heading', { level: 1, name: 'Ana María Naranjo Huerta' }).waitFor();
    await license.getByText('answered “ACTIVE - CLEAR”', { exact: false }).waitFor();
    await license.getByRole('button', { name: 'Check at the source' }).click();
    await license.getByText('checked at the source just now', { exact: false }).waitFor();
    const checked = page
      .getByRole('region', { name: 'On file' })
      .getByRole('listitem')
      .filter({ hasText: '“SUSPENDED - BOARD ORDER 26-118 (PENDING HEARING)”' });
    await checked.getByText('Needs attention').waitFor();
    expect(await checked.textContent()).toMatch(/answered .* on \w{3} \d+, \d{4}/);
    expect(errors).toEqual([]);

    // The professional, in another page of this browser (the demo backend keeps its data per
    // browser profile, as one server would for everyone): the reason as the reviewer wrote it.
    const { page: theirs, errors: theirErrors } = await e2e.newPage();
    await signInAs(theirs, 'professional');
    await theirs.goto(`${baseUrl()}/profiles/documentation/me`);
    await waitForDemoBackend(theirs);
    const checklist = theirs.getByRole('region', { name: 'Requirements' });
    await checklist.getByText('Reviewer’s note: “The card is not signed on the back.”').waitFor();
    expect(theirErrors).toEqual([]);
  });
});

describe("the professional's wallet", () => {
  it('shows six statuses or more with their reasons in es-rtl-dark on a phone, and axe finds nothing', async () => {
    // Pablo's today is Los Angeles's, as the server counts his days left.
    const inLosAngeles = {
      viewport: { width: 375, height: 800 },
      timezoneId: 'America/Los_Angeles',
    };
    await e2e.withContext(inLosAngeles, async (context) => {
      await context.addInitScript(() => {
        localStorage.setItem('locale', JSON.stringify({ currentLang: 'es' }));
        localStorage.setItem('theme', JSON.stringify({ mode: 'dark', direction: 'rtl' }));
      });
      const { page, errors } = await openPage(context);
      await signInAs(page, 'professional');
      await page.goto(`${baseUrl()}/profiles/documentation/me`);
      await waitForDemoBackend(page);
      const checklist = page.getByRole('region', { name: 'Requisitos' });
      await checklist.getByRole('heading', { name: 'Soporte vital básico (BLS)' }).waitFor();
      const text = (await checklist.textContent()) ?? '';
      const statuses = [
        'Requiere atención',
        'Vencido',
        'Falta',
        'Rechazado',
        'Pendiente de revisión',
        'Por vencer',
        'Exento',
        'En regla',
      ];
      expect(statuses.filter((s) => text.includes(s)).length).toBeGreaterThanOrEqual(6);
      expect(text).toMatch(/Venció el .*: sube tu Soporte vital básico \(BLS\) renovado\./);
      expect(text).toContain('Nota del revisor: «The vaccination date is not legible.»');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      // Nothing wider than the phone: no sideways scrolling.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      expect(await seriousViolations(page)).toEqual([]);

      // Adding a BLS card that expires in 10 days, dates typed into the pickers (dd/mm/aaaa).
      const posts: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().endsWith('/professionals/me/credentials'))
          posts.push(r.url());
      });
      const add = page.getByRole('button', { name: 'Añadir una credencial' });
      await add.click();
      let dialog = page.getByRole('dialog', { name: 'Añadir una credencial' });
      await dialog.getByRole('combobox', { name: 'Credencial' }).click();
      await page.getByRole('option', { name: 'Identificador Nacional de Proveedor (NPI)' }).click();
      const npi = dialog.getByRole('textbox', { name: /NPI/ });
      await npi.fill('1234567890');
      await dialog.getByRole('button', { name: 'Añadir', exact: true }).click();
      await dialog.getByText('No es un NPI válido', { exact: false }).waitFor();
      expect(await npi.inputValue()).toBe('1234567890');
      expect(posts).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await dialog.waitFor({ state: 'hidden' });

      await add.click();
      dialog = page.getByRole('dialog', { name: 'Añadir una credencial' });
      await dialog.getByRole('combobox', { name: 'Credencial' }).click();
      await page.getByRole('option', { name: 'Soporte vital básico (BLS)' }).click();
      await dialog.getByRole('textbox', { name: /Emitida por/ }).fill('American Heart Association');
      const dmy = await page.evaluate(() => {
        const now = new Date();
        const expires = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 10);
        const issued = new Date(expires.getFullYear() - 2, expires.getMonth(), expires.getDate());
        const digits = (d: Date) =>
          `${String(d.getDate()).padStart(2, '0')}${String(d.getMonth() + 1).padStart(2, '0')}${d.getFullYear()}`;
        return { issued: digits(issued), expires: digits(expires) };
      });
      for (const [name, digits] of [
        [/Emitida el/, dmy.issued],
        [/Vence el/, dmy.expires],
      ] as const) {
        await dialog.getByRole('group', { name }).getByRole('spinbutton').first().click();
        await page.keyboard.type(digits);
      }
      // Its document: a program renamed .pdf and a 30 MB file are refused at the field, the
      // typed fields kept; a 2 MB PDF is previewed, then sent with its progress shown.
      const file = dialog.locator('input[type=file]');
      const refusal = dialog.getByRole('alert');
      await file.setInputFiles(programNamedPdf);
      await refusal.getByText('no es un PDF, JPEG ni PNG', { exact: false }).waitFor();
      await file.setInputFiles({
        name: 'enorme.pdf',
        mimeType: 'application/pdf',
        buffer: makePdf(30 * 1024 * 1024),
      });
      await refusal.getByText(/pesa 30 MB; el límite es 10 MB/).waitFor();
      expect(await dialog.getByRole('textbox', { name: /Emitida por/ }).inputValue()).toBe(
        'American Heart Association',
      );
      await file.setInputFiles({
        name: 'tarjeta-bls.pdf',
        mimeType: 'application/pdf',
        buffer: makePdf(2 * 1024 * 1024),
      });
      await dialog
        .getByRole('img', { name: 'Vista previa de tarjeta-bls.pdf' })
        .locator('canvas')
        .waitFor();
      expect(await refusal.count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await watchProgress(page);
      await dialog.getByRole('button', { name: 'Añadir', exact: true }).click();
      await page.getByText('Añadida: Soporte vital básico (BLS).').waitFor();
      expect(posts).toHaveLength(1);
      // The demo's service worker answers inside the browser, which then reports no upload
      // progress: the bar showed, indeterminate (a share shows against a server over the network).
      expect(await progressSeen(page)).toContain('indeterminate');
      const added = page
        .getByRole('region', { name: 'Registrado' })
        .getByRole('listitem')
        .filter({ hasText: 'Vence en 10 días' });
      // Waiting for a reviewer, and inside BLS's 30-day window: both are said.
      await added.getByText('Pendiente de revisión').waitFor();
      await added.getByText('Por vencer').waitFor();
      expect(await added.textContent()).toContain('American Heart Association');
      // The document as the server keeps it, previewed from what it sends back.
      await added.getByRole('button', { name: 'Ver' }).click();
      const viewer = page.getByRole('dialog', { name: 'tarjeta-bls.pdf' });
      await viewer
        .getByRole('img', { name: 'Vista previa de tarjeta-bls.pdf' })
        .locator('canvas')
        .waitFor();
      await viewer.getByRole('button', { name: 'Cerrar' }).click();
      expect(errors).toEqual([]);
    });
  });

  it("is refused someone else's page, in words", async () => {
    const { page, errors } = await e2e.newPage();
    await signInAs(page, 'professional');
    await page.goto(`${baseUrl()}/profiles/professional/3001`);
    await waitForDemoBackend(page);
    await page.getByText('You can only see your own record.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
