/**
 * The profile step's rules. The provider keeps one display name, so first and last name travel
 * as "First Last" (PUT /self); the picture is an https address (the contract's `image`).
 */
import { isHttpsUrl } from '@/lib/https-url';
import { z } from 'zod';
import type { SessionState } from '@/features/auth/session';
import { isBlank } from '@/lib/visible-text';

export const NAME_MAX = 100;
export const AVATAR_MAX = 2048;

export type ProfileProblem = 'firstNameRequired' | 'tooLong' | 'avatarInvalid';

const problem = (key: ProfileProblem) => ({ message: key });

export const profileSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, problem('firstNameRequired'))
    // A name of zero-width characters alone shows as nothing: it is missing too.
    .refine((v) => !isBlank(v), problem('firstNameRequired'))
    .max(NAME_MAX, problem('tooLong')),
  lastName: z.string().trim().max(NAME_MAX, problem('tooLong')),
  avatar: z
    .string()
    .trim()
    .max(AVATAR_MAX, problem('tooLong'))
    .refine((v) => v === '' || isHttpsUrl(v), problem('avatarInvalid')),
});

export type ProfileValues = z.input<typeof profileSchema>;
export type ProfileOutput = z.output<typeof profileSchema>;

/** What the person sees first: the product user's names, else the identity's name split once. */
export function profileDefaults(state: Pick<SessionState, 'user' | 'identity'>): ProfileValues {
  const [first = '', ...rest] = (state.identity?.name ?? '').trim().split(/\s+/);
  return {
    firstName: state.user?.firstName ?? first,
    lastName: state.user?.lastName ?? rest.join(' '),
    avatar: state.user?.avatar ?? state.identity?.image ?? '',
  };
}

/** The PUT /self body: an empty picture is left out (the provider keeps the one it has). */
export function selfUpdateOf(values: ProfileOutput): { name: string; image?: string } {
  const name = [values.firstName, values.lastName].filter(Boolean).join(' ');
  return values.avatar ? { name, image: values.avatar } : { name };
}
