import { createStateStore, initialState } from '@/features/auth/session/state-store';

describe('the session state store', () => {
  it('starts initializing, signed out, in the guessed mode', () => {
    expect(createStateStore(initialState('live')).get()).toMatchObject({
      status: 'initializing',
      signedIn: false,
      mode: 'live',
    });
  });

  it('tells every listener about each change, and gives a new object each time', () => {
    const store = createStateStore(initialState('test'));
    const before = store.get();
    const seen: boolean[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.get().signedIn));
    store.set({ signedIn: true });
    expect(seen).toEqual([true]);
    expect(store.get()).not.toBe(before);
    expect(before.signedIn).toBe(false);
    unsubscribe();
    store.set({ signedIn: false });
    expect(seen).toEqual([true]);
  });

  it('says nothing, and keeps the same object, for a patch that changes nothing', () => {
    const store = createStateStore(initialState('test'));
    const before = store.get();
    const listener = jest.fn();
    store.subscribe(listener);
    store.set({ secondFactor: null, mode: 'test', signedIn: false });
    expect(listener).not.toHaveBeenCalled();
    expect(store.get()).toBe(before);
    store.set({ secondFactor: null, mode: 'live' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toMatchObject({ mode: 'live', secondFactor: null });
  });

  it('tells a listener subscribed during a change only about the next one', () => {
    const store = createStateStore(initialState('test'));
    const later = jest.fn();
    const unsubscribe = store.subscribe(() => {
      unsubscribe();
      store.subscribe(later);
    });
    store.set({ cookiesEnabled: false });
    expect(later).not.toHaveBeenCalled();
    store.set({ cookiesEnabled: true });
    expect(later).toHaveBeenCalledTimes(1);
  });
});
