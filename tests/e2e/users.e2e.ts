/**
 * Users administration in a real browser against the demo backend (#7): an admin signs in with
 * the form, finds a user by search, edits and saves, deletes another; a professional is refused.
 */
import en from '@/lib/i18n/locales/en.json';
import es from '@/lib/i18n/locales/es.json';
import { baseUrl, seriousViolations, signInWithForm, useBrowser } from './fixtures';

jest.setTimeout(90_000);

const e2e = useBrowser({ context: { viewport: { width: 1280, height: 900 } } });

describe('users administration', () => {
  it.each([
    ['en', 'Search by name or email', 'Delete user', 'You cannot delete your own account.'],
    [
      'es',
      'Buscar por nombre o correo',
      'Eliminar usuario',
      'No puedes eliminar tu propia cuenta.',
    ],
  ] as const)(
    'offers an admin no Delete on their own record, and says why (%s)',
    async (locale, search, deleteLabel, reason) => {
      const { page, errors } = await e2e.newPage();
      await signInWithForm(page, 'admin', '/profiles/users');
      await page.waitForURL(/\/profiles\/users$/);
      // The rest in the language under test.
      await page.context().addInitScript((lang) => {
        localStorage.setItem('locale', JSON.stringify({ currentLang: lang }));
      }, locale);
      await page.goto(`${baseUrl()}/profiles/users?q=${encodeURIComponent('admin@demo.test')}`);
      await page.getByRole('searchbox', { name: search }).waitFor();
      await page.getByRole('table').getByRole('link').first().click();
      await page.waitForURL(/\/profiles\/user\/\d+$/);
      const remove = page.getByRole('button', { name: deleteLabel });
      await remove.waitFor();
      expect(await remove.isDisabled()).toBe(true);
      expect(await page.getByText(reason, { exact: true }).isVisible()).toBe(true);
      expect(await remove.getAttribute('aria-describedby')).toBeTruthy();
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  it('lets an admin find a user, edit and save, and delete another', async () => {
    const { page, errors } = await e2e.newPage();
    await signInWithForm(page, 'admin', '/profiles/users');
    await page.waitForURL(/\/profiles\/users$/);
    const table = page.getByRole('table', { name: 'Users' });
    await table.getByRole('row').nth(25).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('recruiter@demo');
    await page.waitForURL(/q=recruiter%40demo/);
    await table.getByRole('link', { name: 'Rita Recruiter' }).click();
    await page.waitForURL(/\/profiles\/user\/\d+$/);
    const firstName = page.getByRole('textbox', { name: 'First name' });
    await firstName.fill('Rita-Maria');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Changes saved.').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Rita-Maria Recruiter' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goBack();
    await page.waitForURL(/q=recruiter%40demo/);
    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('agency@demo');
    await page.waitForURL(/q=agency%40demo/);
    await table.getByRole('link', { name: 'Aaron Agency' }).click();
    await page.getByRole('button', { name: 'Delete user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this user?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(/\/profiles\/users$/);
    await page.getByText('The user was deleted.').waitFor();
    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('agency@demo');
    await page.getByText('No users match these filters.').waitFor();
    // The one deleted is the other user: the edited one is still there, with the saved name.
    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('recruiter@demo');
    await table.getByRole('link', { name: 'Rita-Maria Recruiter' }).waitFor();
    expect(errors).toEqual([]);
  });

  it.each([
    ['en', en],
    ['es', es],
  ] as const)(
    'keeps every date and role on one line at 1280 px, a page of 25 rows (%s)',
    async (locale, m) => {
      const { page } = await e2e.newPage();
      await signInWithForm(page, 'admin', '/profiles/users');
      await page.waitForURL(/\/profiles\/users$/);
      await page.context().addInitScript((currentLang) => {
        localStorage.setItem('locale', JSON.stringify({ currentLang }));
      }, locale);
      await page.reload();
      const table = page.getByRole('table', { name: m['users.table.label'] });
      await table.getByRole('row').nth(25).waitFor();
      // The lines each cell's text takes (a range has one box per line it runs over).
      const lines = await table.evaluate(
        (element, headers) => {
          const heads = [...element.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
          const columns = headers.map((h) => heads.findIndex((text) => text.startsWith(h)));
          return [...element.querySelectorAll('tbody tr')].flatMap((row) =>
            columns.map((i) => {
              const range = document.createRange();
              range.selectNodeContents(row.children[i]!);
              const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
              return tops.size;
            }),
          );
        },
        [m['users.column.role'], m['users.column.created']],
      );
      expect(lines).toHaveLength(50);
      expect(lines.filter((n) => n !== 1)).toEqual([]);
    },
  );

  it('never cuts a filter choice short (the filters wrap) nor makes the list scroll sideways, at any width', async () => {
    const { page } = await e2e.newPage();
    await signInWithForm(page, 'admin', '/profiles/users');
    await page.waitForURL(/\/profiles\/users$/);
    await page.getByRole('table', { name: 'Users' }).getByRole('row').nth(25).waitFor();
    // Spanish right to left has the longest choice ('Activos e inactivos'), English left to right.
    for (const [language, direction] of [
      ['es', 'rtl'],
      ['en', 'ltr'],
    ] as const) {
      await page.evaluate(
        ([lang, dir]) => {
          localStorage.setItem('locale', JSON.stringify({ currentLang: lang }));
          const theme = JSON.parse(localStorage.getItem('theme') ?? '{}') as object;
          localStorage.setItem('theme', JSON.stringify({ ...theme, direction: dir }));
        },
        [language, direction],
      );
      // Wide again (the last round ended at a phone's width, where the list is cards). The third
      // page has the demo's longest addresses.
      await page.setViewportSize({ width: 1400, height: 900 });
      await page.goto(`${baseUrl()}/profiles/users?page=3`);
      await page.getByRole('table').getByRole('row').nth(25).waitFor();
      expect(await page.evaluate(() => [document.documentElement.lang, document.dir])).toEqual([
        language,
        direction,
      ]);
      // Down to a phone, where the list's sort selects join the filters (below 600 px the list is
      // cards). The table is tightest beside the side navigation (900 px and up), long email
      // addresses its widest cells.
      for (const width of [1400, 1200, 1100, 900, 600, 360]) {
        await page.setViewportSize({ width, height: 900 });
        const seen = await page.evaluate(async () => {
          const look = () => {
            const table = document.querySelector('.MuiTableContainer-root');
            return {
              cut: [...document.querySelectorAll('.MuiSelect-select')]
                .filter((select) => select.scrollWidth > select.clientWidth)
                .map((select) => select.textContent),
              sideways: table ? table.scrollWidth - table.clientWidth : 0,
            };
          };
          // The layout follows the new width through media queries, a render or two later: a
          // cut that lasts is a cut, a moment in between is not.
          const until = performance.now() + 3_000;
          let now = look();
          while ((now.cut.length > 0 || now.sideways > 0) && performance.now() < until) {
            await new Promise((resolve) => requestAnimationFrame(resolve));
            now = look();
          }
          return now;
        });
        expect({ language, width, ...seen }).toEqual({ language, width, cut: [], sideways: 0 });
      }
    }
  });

  it('refuses the users list to a professional, who sees access denied', async () => {
    const { page, errors } = await e2e.newPage();
    await signInWithForm(page, 'professional', '/profiles/users');
    await page.waitForURL(/\/profiles\/documentation\/me$/);
    await page.goto(`${baseUrl()}/profiles/users`);
    await page.waitForURL(/\/access-denied$/);
    await page.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
    await page
      .getByRole('heading', { level: 2, name: 'This page is not available to you' })
      .waitFor();
    await page.getByText('You do not have permission to view this page.').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    // It offers the first page the professional may open instead.
    await page.getByRole('link', { name: 'Go to My documentation' }).click();
    await page.waitForURL(/\/profiles\/documentation\/me$/);
    await page.getByRole('heading', { level: 1, name: 'My documentation' }).waitFor();
    expect(errors).toEqual([]);
  });
});
