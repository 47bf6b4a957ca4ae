/**
 * Where a professional works and has worked (docs/decisions/030), and the employer directory the
 * current-employer step searches: names and cities only, for any signed-in role. Naming another
 * employer as current ends the current position on the new one's first day.
 */
import { getSearchEmployerDirectoryMockHandler } from '../../generated/product/endpoints/employers/employers.msw';
import {
  getListWorkHistoryMockHandler,
  getSetCurrentEmployerMockHandler,
} from '../../generated/product/endpoints/onboarding/onboarding.msw';
import type {
  EmployerDirectory,
  WorkHistory,
  WorkHistoryEntry,
} from '../../generated/product/model';
import { searchEmployerDirectoryQueryParams } from '../../generated/product/zod/employers/employers.zod';
import { setCurrentEmployerBody } from '../../generated/product/zod/onboarding/onboarding.zod';
import { productInstant } from '../calendar';
import { isCivilDate } from '../compliance/civil-date';
import { todayOf } from '../compliance/standing';
import type { ProfessionalRecord } from '../db';
import { operation } from '../faults';
import { getDb } from '../store';
import { bodyOf, invalid, parse } from './bodies';
import type { FieldErrors } from './bodies';
import { requireCaller } from './caller';
import { zodLanguage } from './language';
import { own } from './onboarding';
import { readableProfessional, viewerOf } from './professional-access';
import { badQuery, fold, query } from './query';

const DIRECTORY_SIZE = 10;

/** The current position first, then the others from the most recent. */
function historyOf(record: ProfessionalRecord): WorkHistory {
  const items = [...(record.workHistory ?? [])].sort(
    (a, b) =>
      Number(a.endedOn !== undefined) - Number(b.endedOn !== undefined) ||
      b.startedOn.localeCompare(a.startedOn),
  );
  return { items };
}

export const workHistoryHandlers = [
  getSearchEmployerDirectoryMockHandler(
    operation('searchEmployerDirectory', 'product', async ({ request }) => {
      await requireCaller(request);
      const parsed = searchEmployerDirectoryQueryParams.safeParse(query(request), zodLanguage());
      if (!parsed.success) badQuery(parsed.error.issues);
      const needle = fold(parsed.data.search.trim());
      const ranked = getDb()
        .employers.map((e) => {
          const name = fold(e.name);
          const rank = name.startsWith(needle)
            ? 0
            : name.includes(needle) || fold(e.legalName).includes(needle)
              ? 1
              : fold(e.city).includes(needle)
                ? 2
                : undefined;
          return { e, rank };
        })
        .filter((found) => found.rank !== undefined)
        .sort((a, b) => a.rank! - b.rank! || a.e.name.localeCompare(b.e.name));
      const answer: EmployerDirectory = {
        items: ranked.slice(0, DIRECTORY_SIZE).map(({ e }) => ({
          id: e.id,
          name: e.name,
          kind: e.kind,
          city: e.city,
          state: e.state,
        })),
      };
      return answer;
    }),
  ),

  getListWorkHistoryMockHandler(
    operation('listWorkHistory', 'product', async ({ request, params }) => {
      const viewer = viewerOf(await requireCaller(request));
      return historyOf(readableProfessional(String(params.id), viewer));
    }),
  ),

  getSetCurrentEmployerMockHandler(
    operation('setCurrentEmployer', 'product', async ({ request, params }) => {
      const viewer = viewerOf(await requireCaller(request));
      const record = own(String(params.id), viewer);
      const input = parse(setCurrentEmployerBody.safeParse(await bodyOf(request), zodLanguage()));
      const errors: FieldErrors = [];
      const typed = input.employerName?.trim();
      const employer =
        input.employerId === undefined
          ? undefined
          : getDb().employers.find((e) => e.id === input.employerId);
      if (input.employerId !== undefined && !employer)
        errors.push({ field: 'employerId', message: 'No employer has this id' });
      if ((input.employerId === undefined) === !typed)
        errors.push({ field: 'employerName', message: 'Name the employer, or choose one found' });
      const title = input.title.trim();
      if (!title) errors.push({ field: 'title', message: 'Enter your position' });
      if (!isCivilDate(input.startedOn))
        errors.push({ field: 'startedOn', message: 'Not a day of the calendar' });
      else if (input.startedOn > todayOf(record, productInstant()))
        errors.push({ field: 'startedOn', message: 'The first day cannot be after today' });
      if (errors.length > 0) invalid(errors);

      const history = (record.workHistory ??= []);
      const current = history.find((entry) => entry.endedOn === undefined);
      const name = employer?.name ?? typed!;
      const sameEmployer =
        current !== undefined &&
        (employer
          ? current.employerId === employer.id
          : current.employerId === undefined && fold(current.employerName) === fold(name));
      const position: WorkHistoryEntry = {
        id: sameEmployer && current ? current.id : `wh-${record.id}-${history.length + 1}`,
        ...(employer ? { employerId: employer.id } : {}),
        employerName: name,
        title,
        startedOn: input.startedOn,
      };
      if (sameEmployer && current) {
        history[history.indexOf(current)] = position;
      } else {
        // The position before ends where this one starts (never before it began).
        if (current)
          current.endedOn =
            input.startedOn > current.startedOn ? input.startedOn : current.startedOn;
        history.push(position);
      }
      record.revision += 1;
      return position;
    }),
  ),
];
