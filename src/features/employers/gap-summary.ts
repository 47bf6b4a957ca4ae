/**
 * The gap's sentence parts, from the API's answer as it is (decision 025): what is missing, what
 * lapses before the start, and what is on file but not accepted yet; each named with the
 * employer's constraints ("a TB test issued within the last 12 months", "ACLS (or PALS)").
 */
import type { IntlShape } from 'react-intl';
import type { EmployerGap, GapRequirement } from '@generated/product/model';
import { gapOrElseMessage, gapWithinDaysMessage, gapWithinMonthsMessage } from './gap-messages';

const VALID_TODAY: ReadonlySet<string> = new Set(['compliant', 'expiring', 'waived']);

export interface GapLists {
  missing: GapRequirement[];
  lapsing: GapRequirement[];
  /** Valid today, but done too long before the start to count for it. */
  early: GapRequirement[];
  unsettled: GapRequirement[];
}

/** Blocking first within each list, then in the API's (the catalog's) order. */
export function gapLists(gap: EmployerGap): GapLists {
  const byWeight = (list: GapRequirement[]) =>
    list.sort((a, b) => Number(b.blocking) - Number(a.blocking));
  return {
    missing: byWeight(gap.requirements.filter((r) => r.status === 'missing')),
    lapsing: byWeight(gap.requirements.filter((r) => r.lapsesBeforeStart)),
    early: byWeight(gap.requirements.filter((r) => r.tooEarlyForStart)),
    unsettled: byWeight(
      gap.requirements.filter((r) => r.status !== 'missing' && !VALID_TODAY.has(r.status)),
    ),
  };
}

/** A requirement as the employer asks it: its type, what else it takes, how recent it must be. */
export function askedAs(
  intl: IntlShape,
  requirement: GapRequirement,
  typeName: (typeId: string) => string,
): string {
  const type = typeName(requirement.typeId);
  const named =
    requirement.maxAgeMonths === undefined
      ? type
      : intl.formatMessage(gapWithinMonthsMessage, { type, months: requirement.maxAgeMonths });
  const windowed =
    requirement.withinDaysOfStart === undefined
      ? named
      : intl.formatMessage(gapWithinDaysMessage, {
          type: named,
          days: requirement.withinDaysOfStart,
        });
  if (requirement.anyOf.length === 0) return windowed;
  const others = intl.formatList(requirement.anyOf.map(typeName), { type: 'disjunction' });
  return intl.formatMessage(gapOrElseMessage, { type: windowed, others });
}
