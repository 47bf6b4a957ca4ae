/**
 * A new account says what it is (docs/decisions/026): `POST /registration`. Only an account of
 * role `user` registers; the choice replaces that role at the provider (the next refreshed access
 * token carries the new one) and makes the record the new role works on: a professional record
 * linked to the user, or an employer whose one member is the user.
 */
import { getRegisterAccountMockHandler } from '../../generated/product/endpoints/registration/registration.msw';
import type { Registration, RegistrationInput } from '../../generated/product/model';
import { registerAccountBody } from '../../generated/product/zod/registration/registration.zod';
import { productStamp } from '../calendar';
import type { EmployerRecord, ProfessionalRecord, UserRecord } from '../db';
import { operation } from '../faults';
import { ZONE_OF } from '../seed-professionals';
import { getDb } from '../store';
import { bodyOf, invalid, parse } from './bodies';
import type { FieldErrors } from './bodies';
import { fail, requireCaller } from './caller';
import { zodLanguage } from './language';

/** Where nothing better is known: the zone most of the country's people live in. */
const DEFAULT_ZONE = 'America/New_York';

const stamp = () => productStamp();

function knownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** What the chosen type needs and what it must not carry, field by field. */
function misfits(input: RegistrationInput): FieldErrors {
  const errors: FieldErrors = [];
  const professional = input.type === 'professional';
  if (professional && !input.discipline)
    errors.push({ field: 'discipline', message: 'Choose your discipline' });
  if (!professional && !input.name?.trim())
    errors.push({ field: 'name', message: 'Enter the name people know it by' });
  if (!professional && !input.city?.trim())
    errors.push({ field: 'city', message: 'Enter the city' });
  const foreign = professional
    ? (['name', 'city'] as const)
    : (['discipline', 'timeZone'] as const);
  for (const field of foreign) {
    if (input[field] !== undefined)
      errors.push({ field, message: 'This field is not asked of this type' });
  }
  if (input.timeZone !== undefined && !knownZone(input.timeZone))
    errors.push({ field: 'timeZone', message: 'This time zone is not known' });
  return errors;
}

/** Whether the user has already been given the records a choice makes. */
function hasChosen(user: UserRecord): boolean {
  const db = getDb();
  return (
    user.professional !== undefined ||
    db.professionals.some((p) => p.userId === user.id) ||
    db.employers.some((e) => e.memberUserIds.includes(user.id))
  );
}

function newProfessional(user: UserRecord, input: RegistrationInput): ProfessionalRecord {
  const db = getDb();
  // Above every id in use, also those a user names without a record behind it.
  const taken = [
    ...db.professionals.map((p) => p.id),
    ...db.users.map((u) => u.professional?.id ?? 0),
  ];
  return {
    id: Math.max(0, ...taken) + 1,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    discipline: input.discipline!,
    specialties: [],
    homeState: input.state,
    states: [input.state],
    timeZone: input.timeZone ?? ZONE_OF[input.state] ?? DEFAULT_ZONE,
    userId: user.id,
    createdAt: stamp(),
    credentials: [],
    waivers: [],
    links: [],
    revision: 0,
  };
}

function newEmployer(user: UserRecord, input: RegistrationInput): EmployerRecord {
  const db = getDb();
  const name = input.name!.trim();
  return {
    id: Math.max(0, ...db.employers.map((e) => e.id)) + 1,
    kind: input.type === 'agency' ? 'agency' : 'organization',
    name,
    legalName: name,
    city: input.city!.trim(),
    state: input.state,
    email: user.email,
    facilities: [],
    requirementSets: [],
    setsMade: 0,
    memberUserIds: [user.id],
    createdAt: stamp(),
    revision: 0,
  };
}

export const registrationHandlers = [
  getRegisterAccountMockHandler(
    operation('registerAccount', 'product', async ({ request }): Promise<Registration> => {
      const caller = await requireCaller(request);
      if (!caller.roles.includes('user'))
        fail(403, 'Only a new account can choose what it is', 'forbidden');
      const db = getDb();
      const account = db.accounts.find((a) => a.userUuid === caller.userUuid);
      const user = db.users.find((u) => u.authUuid === caller.userUuid);
      // Chosen meanwhile (another tab): the token still says `user`, the account no longer does.
      if (!account || !user || !account.roles.includes('user') || hasChosen(user))
        fail(409, 'This account has already chosen what it is', 'conflict');
      const input = parse(registerAccountBody.safeParse(await bodyOf(request), zodLanguage()));
      const errors = misfits(input);
      if (errors.length > 0) invalid(errors);

      const updatedAt = stamp();
      account.roles = [input.type];
      account.updatedAt = updatedAt;
      user.defaultRole = input.type;
      user.updatedAt = updatedAt;
      if (input.type === 'professional') {
        const record = newProfessional(user, input);
        db.professionals.push(record);
        user.professional = { id: record.id };
        account.data = { ...account.data, professionalId: record.id };
        return { role: input.type, userId: user.id, professionalId: record.id };
      }
      const employer = newEmployer(user, input);
      db.employers.push(employer);
      return { role: input.type, userId: user.id, employerId: employer.id };
    }),
  ),
];
