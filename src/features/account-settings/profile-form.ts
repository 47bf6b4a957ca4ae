/**
 * The profile step's rules. The provider keeps one display name, so first and last name travel
 * as "First Last" (PUT /self); the picture is an https address (the contract's `image`). The
 * limits are those of the PUT /self body, and what is sent is checked with its generated schema.
 */
import { isHttpsUrl } from '@/lib/https-url';
import { z } from 'zod';
import {
  updateSelfBody,
  updateSelfBodyImageMax,
  updateSelfBodyNameMax,
} from '@generated/provider/zod/session/session.zod';
import type { UpdateSelfBody } from '@generated/provider/model';
import type { SessionState } from '@/features/auth/session';
import { isBlank } from '@/lib/visible-text';

/** Either name alone may fill the contract's `name`; together they must fit it too. */
export const NAME_MAX = updateSelfBodyNameMax;
export const AVATAR_MAX = updateSelfBodyImageMax;

export type ProfileProblem = 'firstNameRequired' | 'tooLong' | 'nameTooLong' | 'avatarInvalid';

const problem = (key: ProfileProblem) => ({ message: key });

const fields = z.object({
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

/** Which field a problem of the PUT /self body belongs to, and what the person is told. */
const BODY_PROBLEMS: Record<string, { path: 'lastName' | 'avatar'; key: ProfileProblem }> = {
  // Each name fits alone, so only both together can be too long: the last one tips it over.
  name: { path: 'lastName', key: 'nameTooLong' },
  image: { path: 'avatar', key: 'avatarInvalid' },
};

export const profileSchema = fields.superRefine(
  (values, ctx) => {
    const body = updateSelfBody.safeParse(selfUpdateOf(values));
    for (const issue of body.error?.issues ?? []) {
      const target = BODY_PROBLEMS[String(issue.path[0])];
      if (target) ctx.addIssue({ code: 'custom', path: [target.path], ...problem(target.key) });
    }
  },
  // Field problems are told at their fields first; the body is checked once they are fixed.
  { when: ({ issues }) => issues.length === 0 },
);

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
export function selfUpdateOf(values: ProfileOutput): UpdateSelfBody {
  const name = [values.firstName, values.lastName].filter(Boolean).join(' ');
  return values.avatar ? { name, image: values.avatar } : { name };
}
