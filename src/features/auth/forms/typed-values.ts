import { createContext } from 'react';

/**
 * Where an auth form reports what its fields hold as the person types, before any submit. The
 * sign-in flow provides it, to keep who the person said they are when they go Back or choose
 * another way to continue (see `keepTyped` in ../flow/state.ts).
 */
export const TypedValuesContext = createContext<
  ((values: Readonly<Record<string, string | undefined>>) => void) | null
>(null);
