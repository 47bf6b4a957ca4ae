/** The audit trail's writer: every change to a professional's record is written down with it. */
import type { AuditEvent } from '../../generated/product/model';
import { productStamp } from '../calendar';
import { getDb } from '../store';
import type { Viewer } from './professional-access';

/** The next event of the trail, stamped now by the caller. */
export function recordEvent(viewer: Viewer, event: Omit<AuditEvent, 'id' | 'at' | 'actor'>): void {
  const db = getDb();
  const user = db.users.find((u) => u.id === viewer.userId);
  db.auditEvents.push({
    id: `ev-${String(db.auditEvents.length + 1).padStart(6, '0')}`,
    at: productStamp(),
    actor: {
      ...(viewer.userId === undefined ? {} : { userId: viewer.userId }),
      name: user ? `${user.firstName} ${user.lastName}`.trim() || user.email : 'Unknown',
      role: viewer.role as AuditEvent['actor']['role'],
    },
    ...event,
  });
}
