/** The parts of a person's record a name is made of (a product user, or the id token's claims). */
export interface NamedPerson {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
}

/** The person's own names, as given (empty when a sign-up left them out). */
export function namesOf(person: NamedPerson | null | undefined): string {
  return [person?.firstName, person?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * A person as the product shows them: their names, else their email (a sign-up without names
 * leaves them empty, and nobody is greeted by a made-up name).
 */
export function userName(person: NamedPerson | null | undefined): string {
  return namesOf(person) || person?.email || '';
}
