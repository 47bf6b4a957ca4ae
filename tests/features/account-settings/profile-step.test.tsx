/**
 * The profile's name limits are those of the PUT /self body in the provider contract (read here
 * from the YAML, not from generated/): a copied limit that drifts from it fails these tests.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { setupUser } from '@tests/utils/user';
import { getDb } from '@mocks/store';
import type { Locale } from '@/lib/i18n/locale';
import { ProfileStep } from '@/features/account-settings/profile-step';
import { session } from '@/features/auth/session';
import { contractMaxLength } from '@tests/utils/openapi';
import { renderInShell, resetShell } from '../../app/shell';
import { RouterAt } from '../../app/layouts/harness';
import { field, setupAuthScreens, signInSession } from '../auth/screens/helpers';

const { server } = setupAuthScreens();
const NAME_MAX = contractMaxLength('openapi/provider-v0.yaml', 'UpdateSelfBody', 'name');
const EMAIL = 'user@demo.test';

const TEXT = {
  en: {
    first: 'First name',
    last: 'Last name',
    save: 'Save profile',
    saved: 'Your profile has been saved.',
    tooLong: `This is too long: at most ${NAME_MAX} characters`,
    together: `First and last name together are too long: at most ${NAME_MAX} characters, with the space between them`,
  },
  es: {
    first: 'Nombre',
    last: 'Apellidos',
    save: 'Guardar perfil',
    saved: 'Tu perfil se ha guardado.',
    tooLong: `Es demasiado largo: como máximo ${NAME_MAX} caracteres`,
    together: `El nombre y los apellidos juntos son demasiado largos: como máximo ${NAME_MAX} caracteres, con el espacio entre ellos`,
  },
};

/** The PUT /self bodies sent, as JSON. */
function selfUpdates() {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname.endsWith('/self')) {
      bodies.push(await request.clone().json());
    }
  });
  return bodies;
}

async function renderProfile(locale: Locale = 'en') {
  await signInSession(EMAIL);
  await session.validateUser();
  const user = setupUser({ delay: null });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderInShell(
    <QueryClientProvider client={client}>
      <RouterAt path="/profiles/account/settings" ui={<ProfileStep />} />
    </QueryClientProvider>,
    { locale },
  );
  return user;
}

/** Replaces a field's text at once (typing hundreds of characters one by one is slow). */
async function fill(user: UserEvent, label: string, text: string) {
  await user.clear(field(label));
  if (text) {
    await user.click(field(label));
    await user.paste(text);
  }
}

beforeEach(() => resetShell());
afterEach(() => server.events.removeAllListeners());

describe.each(['en', 'es'] as const)("profile names within PUT /self's name (%s)", (locale) => {
  const t = TEXT[locale];

  it("refuses a first name one over the contract's limit, stating it; saves one at the limit", async () => {
    const sent = selfUpdates();
    const user = await renderProfile(locale);
    await fill(user, t.last, '');
    await fill(user, t.first, 'a'.repeat(NAME_MAX + 1));
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.tooLong)).toBeVisible();
    expect(field(t.first)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);

    await user.type(field(t.first), '{Backspace}');
    await waitFor(() => expect(screen.queryByText(t.tooLong)).toBeNull());
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.saved)).toBeVisible();
    expect(sent).toEqual([{ name: 'a'.repeat(NAME_MAX) }]);
    expect(getDb().accounts.find((a) => a.email === EMAIL)!.name).toBe('a'.repeat(NAME_MAX));
  });

  it("tells at the last name when both together overflow the contract's name; saves them when they fit", async () => {
    const sent = selfUpdates();
    const user = await renderProfile(locale);
    const first = 'a'.repeat(NAME_MAX - 50);
    await fill(user, t.first, first);
    await fill(user, t.last, 'b'.repeat(50)); // with the space: one over
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.together)).toBeVisible();
    expect(field(t.last)).toHaveAttribute('aria-invalid', 'true');
    expect(field(t.first)).not.toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);

    await user.type(field(t.last), '{Backspace}');
    await waitFor(() => expect(screen.queryByText(t.together)).toBeNull());
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.saved)).toBeVisible();
    expect(sent).toEqual([{ name: `${first} ${'b'.repeat(49)}` }]);
  });
});
