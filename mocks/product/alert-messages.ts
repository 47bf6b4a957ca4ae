/**
 * The message an alert sends (docs/decisions/031), written in the person's language: one message
 * per person per run of the daily job (or per rejection), however many credentials it names.
 */
import type { Alert } from '../../generated/product/model';
import { credentialType, isCredentialTypeId } from '../compliance/catalog';
import type { ProfessionalRecord } from '../db';
import type { Language } from './language';

/** Where the person sees what to renew: their documentation (the app's wallet). */
export const WALLET_PATH = '/profiles/documentation/me';

type Said = Pick<Alert, 'kind' | 'typeId' | 'expiresOn' | 'daysLeft' | 'reason'>;

const typeName = (typeId: string, language: Language) =>
  isCredentialTypeId(typeId) ? credentialType(typeId).name[language] : typeId;

const dateOf = (date: string | undefined, language: Language) =>
  date
    ? new Intl.DateTimeFormat(language === 'es' ? 'es' : 'en-US', {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(new Date(`${date}T00:00:00Z`))
    : '';

/** 'in 29 days', 'in 1 day', 'today' (its last valid day), in the language asked. */
function inDays(n: number, language: Language): string {
  if (language === 'es') return n === 0 ? 'hoy' : n === 1 ? 'en 1 día' : `en ${n} días`;
  return n === 0 ? 'today' : n === 1 ? 'in 1 day' : `in ${n} days`;
}

function subjectOf(alert: Said, language: Language): string {
  const type = typeName(alert.typeId, language);
  const left = inDays(Math.max(0, alert.daysLeft ?? 0), language);
  if (language === 'es') {
    if (alert.kind === 'expiring') return `${type}: vence ${left}`;
    return alert.kind === 'expired' ? `${type}: venció` : `${type}: no se aceptó`;
  }
  if (alert.kind === 'expiring') return `${type}: expires ${left}`;
  return alert.kind === 'expired' ? `${type}: expired` : `${type}: not accepted`;
}

function lineOf(alert: Said, language: Language): string {
  const type = typeName(alert.typeId, language);
  const date = dateOf(alert.expiresOn, language);
  const n = Math.max(0, alert.daysLeft ?? 0);
  const left =
    n > 0
      ? inDays(n, language)
      : language === 'es'
        ? 'y hoy es su último día'
        : 'and today is its last day';
  if (language === 'es') {
    if (alert.kind === 'expiring')
      return `${type} vence el ${date}, ${left}. Envía la copia renovada antes de esa fecha.`;
    if (alert.kind === 'expired')
      return `${type} venció el ${date}. Envía la copia renovada para seguir trabajando.`;
    return `No se aceptó ${type}: «${alert.reason ?? ''}». Envía una copia nueva.`;
  }
  if (alert.kind === 'expiring')
    return `${type} expires on ${date}, ${left}. Send the renewed copy before then.`;
  if (alert.kind === 'expired')
    return `${type} expired on ${date}. Send the renewed copy to keep working.`;
  return `${type} was not accepted: “${alert.reason ?? ''}”. Send a new copy.`;
}

/** The subject and body of the message that tells `record` about `alerts`. */
export function alertMessage(
  record: Pick<ProfessionalRecord, 'firstName'>,
  alerts: readonly Said[],
  language: Language,
): { subject: string; body: string } {
  const subject =
    alerts.length === 1
      ? subjectOf(alerts[0]!, language)
      : language === 'es'
        ? `${alerts.length} de tus credenciales necesitan atención`
        : `${alerts.length} of your credentials need attention`;
  const greeting = language === 'es' ? `Hola, ${record.firstName}:` : `Hello ${record.firstName},`;
  const open =
    language === 'es'
      ? 'Abre «Mi documentación» para verlo todo.'
      : 'Open My documentation to see everything.';
  const lines = alerts.map((alert) => `- ${lineOf(alert, language)}`);
  return { subject, body: [greeting, '', ...lines, '', open].join('\n') };
}
