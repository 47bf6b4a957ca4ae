import type { SyncMessage } from '@/features/auth/session/session-types';
import { createTabSync } from '@/features/auth/session/tab-sync';

/** One tab's session as the sync sees it, on a channel every tab shares. */
function tab(bus: Set<(message: SyncMessage) => void>, signedIn: boolean, tokensUsable = true) {
  const here = {
    signedIn: () => signedIn,
    adopt: jest.fn(() => tokensUsable),
    clear: jest.fn(),
    leave: jest.fn(),
  };
  let own: ((message: SyncMessage) => void) | undefined;
  const channel = {
    post(message: SyncMessage) {
      // Like BroadcastChannel, a tab does not hear its own messages.
      for (const listener of bus) if (listener !== own) listener(message);
    },
    subscribe(listener: (message: SyncMessage) => void) {
      own = listener;
      bus.add(listener);
      return () => void bus.delete(listener);
    },
  };
  const sync = createTabSync(channel, here);
  channel.subscribe(sync.onSync);
  return { here, sync };
}

describe('tab sync', () => {
  it('a sign-out in one tab sends every signed-in tab to sign-in', () => {
    const bus = new Set<(message: SyncMessage) => void>();
    const one = tab(bus, true);
    const two = tab(bus, true);
    const signedOut = tab(bus, false);
    one.sync.signedOut();
    expect(two.here.leave).toHaveBeenCalledTimes(1);
    expect(one.here.leave).not.toHaveBeenCalled();
    expect(signedOut.here.leave).not.toHaveBeenCalled();
  });

  it('new tokens in one tab are taken up by the others', () => {
    const bus = new Set<(message: SyncMessage) => void>();
    const one = tab(bus, false);
    const two = tab(bus, false);
    one.sync.tokensChanged();
    expect(two.here.adopt).toHaveBeenCalledTimes(1);
    expect(two.here.clear).not.toHaveBeenCalled();
  });

  it('a signed-in tab that cannot use the tokens it is told about signs out, without navigating', () => {
    const bus = new Set<(message: SyncMessage) => void>();
    const one = tab(bus, true);
    const stale = tab(bus, true, false);
    const nobody = tab(bus, false, false);
    one.sync.tokensChanged();
    expect(stale.here.clear).toHaveBeenCalledTimes(1);
    expect(stale.here.leave).not.toHaveBeenCalled();
    expect(nobody.here.clear).not.toHaveBeenCalled();
  });

  it('posts nothing, and fails nothing, without a channel', () => {
    const here = { signedIn: () => true, adopt: () => true, clear: jest.fn(), leave: jest.fn() };
    const sync = createTabSync(undefined, here);
    expect(() => sync.signedOut()).not.toThrow();
    expect(() => sync.tokensChanged()).not.toThrow();
  });
});
