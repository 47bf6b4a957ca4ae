/**
 * More professionals for measuring (`MOCK_PROFESSIONALS=10000 npm run mock:server`, used by
 * scripts/bench-api.mjs): copies of the seeded ones under new ids, their names mixed, so that a
 * list of many thousands filters, sorts and pages as the seeded 200 do.
 */
import type { DemoDb, ProfessionalRecord } from './db';

const FIRST_COPY_ID = 100_000;

export function growProfessionals(db: DemoDb, total: number): void {
  const seeded = db.professionals;
  if (seeded.length === 0 || total <= seeded.length) return;
  const copies: ProfessionalRecord[] = [];
  for (let k = 0; seeded.length + copies.length < total; k += 1) {
    const base = seeded[k % seeded.length]!;
    const other = seeded[(k * 7 + 3) % seeded.length]!;
    const id = FIRST_COPY_ID + k;
    const { userId: _account, email: _email, ...rest } = structuredClone(base);
    copies.push({
      ...rest,
      id,
      lastName: other.lastName,
      credentials: rest.credentials.map((c) => ({
        ...c,
        id: c.id.replace(/^c-\d+-/, `c-${id}-`),
        ...(c.replacedBy ? { replacedBy: c.replacedBy.replace(/^c-\d+-/, `c-${id}-`) } : {}),
      })),
      revision: 0,
    });
  }
  db.professionals = [...seeded, ...copies];
}
