/**
 * Registering (docs/decisions/026): the choice is sent once; then the session takes up tokens
 * that carry the new role (the guards see it at once), the product user is read again (a
 * professional's record id), the profile is remembered for the next sign-in, and the person goes
 * on: a professional to the first onboarding step, an organization or agency to its employer page
 * (the route gate does it as the role changes, from where this entry of the history says).
 * A refresh that fails after the choice was stored is tried again by the next press; the choice
 * is not sent twice.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { generatePath, useLocation, useNavigate } from 'react-router-dom';
import { registerAccount } from '@generated/product/endpoints/registration/registration';
import type { Registration, RegistrationInput } from '@generated/product/model';
import { PATHS } from '@/config/paths';
import { session } from '@/features/auth/session';
import { writeActiveProfile } from '@/features/profile-select/active-profile';

/** The choice was stored, the session could not take up the new role. */
export class SessionNotUpdated extends Error {}

/** Where the new role starts. */
export function startOf(registration: Registration): string {
  if (registration.role === 'professional') return PATHS.licenseVerification;
  return generatePath(PATHS.employer, { id: String(registration.employerId ?? 'mine') });
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The page goes on (`startOf`) in the mutation's own `onSuccess`, once its guard is released. */
export function useRegistration() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const stored = useRef<Registration | undefined>(undefined);
  return useMutation({
    mutationFn: async (input: RegistrationInput): Promise<Registration> => {
      const registration = stored.current ?? (await registerAccount(input));
      stored.current = registration;
      // The new role closes this page: the route gate sends the person on to where the role
      // starts, which this history entry names (src/app/router.tsx).
      await navigate(pathname, { replace: true, state: { next: startOf(registration) } });
      if ((await session.refresh()) !== 'refreshed') throw new SessionNotUpdated();
      await session.validateUser({ force: true });
      session.validateProfessional();
      return registration;
    },
    onSuccess: (registration) => {
      const { identity } = session.getState();
      const account = identity?.userUuid ?? identity?.email ?? '';
      writeActiveProfile(storage(), account, registration.role);
      // What was read as `user` may read otherwise now.
      void queryClient.invalidateQueries();
    },
  });
}
