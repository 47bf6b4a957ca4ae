/** @jest-environment node */
import { PKCE_KEY, createPkceStore } from '@/features/auth/session/pkce';
import type { SafeStorage } from '@/features/auth/session/storage';
import { contractParameterSchema } from '@tests/utils/openapi';

function memory(): SafeStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get: (k) => data.get(k) ?? null,
    set: (k, v) => void data.set(k, v),
    remove: (k) => void data.delete(k),
  };
}

const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

describe('PKCE code challenge (SPEC §4, §9: 5 minutes)', () => {
  it('is kept from the URL for 4:59 and gone at 5:01', () => {
    jest.useFakeTimers({
      now: Date.parse('2026-11-22T10:00:00Z'),
      doNotFake: ['queueMicrotask', 'nextTick'],
    });
    const storage = memory();
    const store = createPkceStore(storage, () => Date.now());
    store.captureFrom(`?code_challenge=${challenge}&x=1`);
    jest.advanceTimersByTime(4 * 60_000 + 59_000);
    expect(store.current()).toBe(challenge);
    jest.advanceTimersByTime(2_000);
    expect(store.current()).toBeUndefined();
    expect(storage.data.has(PKCE_KEY)).toBe(false);
    jest.useRealTimers();
  });

  it('ignores a malformed challenge and clears after use', () => {
    const storage = memory();
    const store = createPkceStore(storage, () => 0);
    store.captureFrom('?code_challenge=short');
    expect(store.current()).toBeUndefined();
    store.captureFrom(`?code_challenge=${challenge}`);
    store.clear();
    expect(store.current()).toBeUndefined();
  });

  describe("keeps only what the contract's code_challenge accepts", () => {
    const { minLength, maxLength } = contractParameterSchema(
      'openapi/provider-v0.yaml',
      'CodeChallenge',
    ) as { minLength: number; maxLength: number };
    const kept = (value: string) => {
      const store = createPkceStore(memory(), () => 0);
      store.captureFrom(`?code_challenge=${encodeURIComponent(value)}`);
      return store.current() === value;
    };

    it.each<[string, string, boolean]>([
      ['the shortest', 'a'.repeat(minLength), true],
      ['one shorter', 'a'.repeat(minLength - 1), false],
      ['the longest', 'b'.repeat(maxLength), true],
      ['one longer', 'b'.repeat(maxLength + 1), false],
      ['a character outside the alphabet', `${'c'.repeat(minLength)}/`, false],
    ])('%s', (_name, value, expected) => {
      expect(kept(value)).toBe(expected);
    });
  });
});
