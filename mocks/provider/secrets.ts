/**
 * One-time secrets (sign-in and reset links, codes, first-factor tokens) and the demo outbox the
 * links and codes are delivered to.
 */
import { now, nowIso } from '../clock';
import type { OneTimeSecret, OutboxMessage } from '../db';
import { getDb } from '../store';
import { randomHex } from './random';

export function addSecret(
  secret: Omit<OneTimeSecret, 'expiresAt'>,
  ttlSeconds: number,
): OneTimeSecret {
  const db = getDb();
  const full = { ...secret, expiresAt: now() + ttlSeconds * 1000 };
  // A new link or code replaces the account's earlier one of the same kind (and channel).
  if (secret.kind !== 'first-factor') {
    db.secrets = db.secrets.filter(
      (s) =>
        !(s.kind === secret.kind && s.userId === secret.userId && s.channel === secret.channel),
    );
  }
  db.secrets.push(full);
  return full;
}

export function consumeSecret(secret: OneTimeSecret): void {
  const db = getDb();
  db.secrets = db.secrets.filter((s) => s !== secret);
}

export function deliver(message: Omit<OutboxMessage, 'id' | 'sentAt'>): OutboxMessage {
  const full: OutboxMessage = { ...message, id: `msg_${randomHex(8)}`, sentAt: nowIso() };
  const db = getDb();
  db.outbox = [full, ...db.outbox].slice(0, 100);
  return full;
}
