import { createContext, useContext } from 'react';
import type { DemoClock, DemoMessage } from '@generated/demo/model';

/**
 * What the embedded demo backend lets a person do from the app (only when it runs: `npm start`).
 * main.tsx passes it in; src/ never imports mock code.
 */
export interface DemoBackendControls {
  /** Restores the seeded demo tenant (accounts, users, outbox) and reloads the app. */
  resetDemoData(): Promise<void>;
  /** The demo outbox, newest first: where sign-in links and codes arrive (from any tab). */
  outbox(): Promise<DemoMessage[]>;
  /**
   * A one-time sign-in link (`token`, `uuid`) for `email`, as a social provider's sign-in ends
   * (the demo identity page); an unknown address gets an account.
   */
  signInLink(email: string): Promise<{ token: string; uuid: string }>;
  /**
   * What the provider asserts to a SAML service provider for the navigation to its SAML login or
   * logout address (the demo SAML page): who, or the provider's refusal. The token is spent.
   */
  samlAssertion(navigation: {
    tenantId: string;
    token: string;
    uuid: string;
  }): Promise<{ subject: string } | { error: string }>;
  /** The demo calendar: the day the product believes it is. */
  clock(): Promise<DemoClock>;
  /** Moves the demo calendar to a day (UTC), or back to real time (null); raises what falls due. */
  moveClock(date: string | null): Promise<DemoClock>;
}

export const DemoBackendContext = createContext<DemoBackendControls | undefined>(undefined);

export function useDemoBackend(): DemoBackendControls | undefined {
  return useContext(DemoBackendContext);
}
