/** @jest-environment node */
/**
 * The product API answers in the caller's language (docs/decisions/023): the request's
 * Accept-Language picks English or Spanish for every message of an error, and every message the
 * demo backend can send has its Spanish.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { listUsers, updateUser } from '@generated/product/endpoints/users/users';
import type { User, UserUpdate } from '@generated/product/model';
import { clearFaults, injectFault } from '@mocks/faults';
import { languageOf, spoken } from '@mocks/product/language';
import { SPANISH } from '@mocks/product/spoken-es';
import { getDb } from '@mocks/store';
import { setupMockServer } from '@tests/utils/msw';
import { configureClients, failure, signIn } from './helpers';

setupMockServer();
beforeEach(configureClients);
afterEach(clearFaults);

const inSpanish = { headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' } };
const user18 = (): UserUpdate => {
  const u = getDb().users.find((x) => x.id === 18)! as unknown as User;
  return {
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    defaultRole: u.defaultRole,
    isActive: u.isActive,
  };
};

describe('the language of an answer', () => {
  it.each([
    ['es', 'es'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,es;q=0.5', 'en'],
    ['fr-FR, es;q=0.3, en;q=0.2', 'es'],
    ['es;q=0.2, en;q=0.8', 'en'],
    ['es;q=0', 'en'],
    ['fr', 'en'],
    ['', 'en'],
  ])('Accept-Language %j → %s', (header, language) => {
    const request = new Request('http://x/api/v1/users', {
      headers: { 'accept-language': header },
    });
    expect(languageOf(request)).toBe(language);
  });

  it('writes a conflict in Spanish when asked, in English otherwise', async () => {
    await signIn('admin@demo.test');
    const taken = { ...user18(), email: 'USER@demo.test' };
    expect(await failure(updateUser('18', taken, inSpanish))).toMatchObject({
      status: 409,
      type: 'conflict',
      message: 'Otro usuario ya tiene esta dirección de correo electrónico',
    });
    expect(await failure(updateUser('18', taken))).toMatchObject({
      message: 'Another user already has this email address',
    });
  });

  it('writes each field of a 422 in Spanish, zod’s own messages too', async () => {
    await signIn('admin@demo.test');
    const error = await failure(
      updateUser('18', { ...user18(), id: 1, firstName: 7 } as unknown as UserUpdate, inSpanish),
    );
    expect(error.message).toBe('Algunos campos no son válidos');
    const fields = (error.body as { errors: Array<{ field: string; message: string }> }).errors;
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'firstName',
          message: expect.stringMatching(/^Entrada inválida/),
        }),
      ]),
    );
  });

  it('writes an injected fault in Spanish too', async () => {
    await signIn('admin@demo.test');
    injectFault({ operationId: 'listUsers', status: 503 });
    expect(await failure(listUsers(undefined, inSpanish))).toMatchObject({
      status: 503,
      message: 'El servicio no está disponible por el momento. Vuelve a intentarlo en breve.',
    });
  });

  it('has the Spanish of every message the demo backend’s product API can send', () => {
    const dir = path.join(__dirname, '../../mocks');
    const sources = [
      path.join(dir, 'faults.ts'),
      ...readdirSync(path.join(dir, 'product'))
        .filter((f) => f.endsWith('.ts') && f !== 'spoken-es.ts')
        .map((f) => path.join(dir, 'product', f)),
    ].map((file) => readFileSync(file, 'utf8'));
    const literal = String.raw`('[^'\n]*'|\`[^\`]*\`)`;
    const found = new Set<string>();
    for (const source of sources) {
      const calls = new RegExp(
        String.raw`fail\(\s*\d+,\s*(?:[^,()]*\?\s*)?${literal}(?:\s*:\s*${literal})?`,
        'g',
      );
      for (const m of source.matchAll(calls)) [m[1], m[2]].forEach((s) => s && found.add(s));
      for (const m of source.matchAll(new RegExp(String.raw`message:\s*${literal}`, 'g')))
        found.add(m[1]!);
      // The status messages of mocks/faults.ts (its MESSAGES table).
      const table = /const MESSAGES[^{]*\{([^}]*)\}/.exec(source)?.[1] ?? '';
      for (const m of table.matchAll(/\d{3}: '([^']+)'/g)) found.add(`'${m[1]}'`);
    }
    const messages = [...found].map((quoted) => quoted.slice(1, -1).replace(/\$\{[^}]*\}/g, '1'));
    expect(messages.length).toBeGreaterThan(70);
    const missing = messages.filter((m) => spoken(m, 'es') === m);
    expect(missing).toEqual([]);
    // And nothing in the catalogue is left over from a message that is gone.
    const unused = Object.keys(SPANISH).filter((m) => !messages.includes(m));
    expect(unused).toEqual([]);
  });
});
