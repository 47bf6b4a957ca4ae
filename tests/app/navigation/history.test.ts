import { createBrowserHistory, createMemoryHistory } from '@/app/navigation';
import type { Update } from '@/app/navigation';

const popped = () =>
  new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

beforeEach(() => window.history.replaceState(null, '', '/start'));

describe('the browser history', () => {
  it("starts at the address bar's entry, keyed 'default' when it has no key, and numbers it", () => {
    const history = createBrowserHistory();
    expect(history.location).toEqual({
      pathname: '/start',
      search: '',
      hash: '',
      state: null,
      key: 'default',
    });
    expect(window.history.state).toEqual({ idx: 0 });
    expect(history.action).toBe('POP');
  });

  it('pushes and replaces entries with their state and a new key, kept in history.state', () => {
    const history = createBrowserHistory();
    const updates: Update[] = [];
    const stop = history.listen((update) => updates.push(update));
    history.push('/next?q=1#h', { from: 'start' });
    const pushed = history.location;
    expect(pushed).toMatchObject({ pathname: '/next', search: '?q=1', hash: '#h' });
    expect(pushed.state).toEqual({ from: 'start' });
    expect(pushed.key).toMatch(/^[a-z0-9]+$/);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/next?q=1#h',
    );
    expect(window.history.state).toEqual({ usr: { from: 'start' }, key: pushed.key, idx: 1 });

    history.replace({ pathname: '/other' });
    const replaced = history.location;
    expect(replaced).toMatchObject({ pathname: '/other', search: '', hash: '', state: null });
    expect(replaced.key).not.toBe(pushed.key);
    expect(window.history.state).toEqual({ usr: null, key: replaced.key, idx: 1 });
    expect(updates).toEqual([
      { action: 'PUSH', location: pushed },
      { action: 'REPLACE', location: replaced },
    ]);
    stop();
  });

  it('keeps the same location object until the entry changes', () => {
    const history = createBrowserHistory();
    const first = history.location;
    expect(history.location).toBe(first);
    history.push('/a');
    expect(history.location).not.toBe(first);
    expect(history.location).toBe(history.location);
  });

  it('finds the same key and state after a reload', () => {
    const before = createBrowserHistory();
    before.push('/kept', { notice: 'saved' });
    const { key } = before.location;
    // A reload: the page starts again on the same history entry.
    const after = createBrowserHistory();
    expect(after.location).toEqual({
      pathname: '/kept',
      search: '',
      hash: '',
      state: { notice: 'saved' },
      key,
    });
    expect(window.history.state.idx).toBe(1);
  });

  it('follows back and forward (popstate), with the entries’ own keys', async () => {
    const history = createBrowserHistory();
    history.push('/a');
    const a = history.location;
    history.push('/b');
    const b = history.location;
    const updates: Update[] = [];
    const stop = history.listen((update) => updates.push(update));
    const back = popped();
    history.go(-1);
    await back;
    expect(history.location).toEqual(a);
    expect(window.history.state.idx).toBe(1);
    const forward = popped();
    window.history.forward();
    await forward;
    expect(history.location).toEqual(b);
    expect(updates.map((u) => [u.action, u.location.pathname, u.location.key])).toEqual([
      ['POP', '/a', a.key],
      ['POP', '/b', b.key],
    ]);
    stop();
  });

  it('accepts one listener at a time, and stops listening', async () => {
    const history = createBrowserHistory();
    const listener = jest.fn();
    const stop = history.listen(listener);
    expect(() => history.listen(jest.fn())).toThrow('one active listener');
    stop();
    history.push('/a');
    history.push('/b');
    const back = popped();
    history.go(-1);
    await back;
    expect(listener).not.toHaveBeenCalled();
    // Still reads where the browser is.
    expect(history.location.pathname).toBe('/a');
  });

  it('writes hrefs', () => {
    const history = createBrowserHistory();
    expect(history.createHref('/a?b#c')).toBe('/a?b#c');
    expect(history.createHref({ pathname: '/a', search: 'b', hash: 'c' })).toBe('/a?b#c');
    expect(history.createHref({ search: '?q' })).toBe('/?q');
  });
});

describe('the memory history', () => {
  it('starts at the last entry by default, the first keyed default', () => {
    const history = createMemoryHistory({ initialEntries: ['/one', '/two?x=1'] });
    expect(history.location).toMatchObject({ pathname: '/two', search: '?x=1', state: null });
    history.go(-1);
    expect(history.location).toEqual({
      pathname: '/one',
      search: '',
      hash: '',
      state: null,
      key: 'default',
    });
  });

  it('starts where initialIndex says, clamps back/forward, and drops the forward entries on push', () => {
    const history = createMemoryHistory({
      initialEntries: ['/one', { pathname: '/two', state: 2 }, '/three'],
      initialIndex: 1,
    });
    expect(history.location).toMatchObject({ pathname: '/two', state: 2 });
    const updates: Update[] = [];
    history.listen((update) => updates.push(update));
    history.go(-5);
    expect(history.location.pathname).toBe('/one');
    history.push('/four', 'state');
    expect(history.location).toMatchObject({ pathname: '/four', state: 'state' });
    history.go(1);
    expect(history.location.pathname).toBe('/four');
    history.replace('?q');
    expect(history.location).toMatchObject({ pathname: '/four', search: '?q', state: null });
    expect(updates.map((u) => u.action)).toEqual(['POP', 'PUSH', 'POP', 'REPLACE']);
    expect(createMemoryHistory().location.pathname).toBe('/');
  });
});
