/**
 * Help articles on professional licenses: why an RN license is rejected, what an APRN adds, and
 * how the check against the state board works.
 */
import type { SeedArticle } from './seed-types';

export const LICENSE_ARTICLES: readonly SeedArticle[] = [
  {
    category: 'licenses',
    credentialTypeId: 'rn-license',
    views: 760,
    en: {
      slug: 'why-was-my-rn-license-rejected',
      title: 'Why was my RN license rejected?',
      body: `We check every registered nurse (RN) license with the state board of nursing, the primary source, not only the document you upload. A license is usually rejected or flagged for one of the reasons below.

## Common reasons
| Reason | How to fix it |
| --- | --- |
| The name does not match your profile | If your name changed, upload proof, such as a marriage certificate, and ask the board to update its record. |
| The license has expired | Renew it with the board and upload the renewed license. |
| The board has no record of it | Check the state, the license type and the number, with no extra letters or spaces. |
| The wrong document | Upload the license or the board's verification page, not your nursing degree or an exam result. |
| Not valid where you will work | A single-state license covers that state only. You need a multistate (compact) license or a license from the state of your assignment. |

## Board actions
If the board shows probation, a suspension or another restriction, the status is Needs attention and a reviewer will contact you.

Learn more in [How does license verification work?](/profiles/help-center/article/how-does-license-verification-work)`,
    },
    es: {
      slug: 'por-que-se-rechazo-tu-licencia-rn',
      title: '¿Por qué se rechazó tu licencia RN?',
      body: `Verificamos cada licencia de enfermería registrada (RN) con la junta estatal de enfermería, la fuente primaria, y no solo con el documento que subes. Suele rechazarse o marcarse por alguno de estos motivos.

## Motivos comunes
| Motivo | Cómo corregirlo |
| --- | --- |
| El nombre no coincide con tu perfil | Si cambiaste de nombre, sube un comprobante, como el acta de matrimonio, y pide a la junta que actualice el registro. |
| La licencia está vencida | Renuévala ante la junta y sube la licencia renovada. |
| La junta no tiene registro de ella | Revisa el estado, el tipo de licencia y el número, sin letras ni espacios de más. |
| El documento no es el correcto | Sube la licencia o la página de verificación de la junta, no tu título de enfermería ni el resultado de un examen. |
| No es válida donde trabajarás | Una licencia de un solo estado cubre únicamente ese estado. Necesitas una licencia multiestatal (compact) o una del estado de tu asignación. |

## Medidas de la junta
Si la junta indica un período de prueba, una suspensión u otra restricción, el estado será Requiere atención y un revisor se comunicará contigo.

Más información en [¿Cómo funciona la verificación de licencias?](/profiles/help-center/article/como-funciona-la-verificacion-de-licencias)`,
    },
  },
  {
    category: 'licenses',
    credentialTypeId: 'aprn-license',
    views: 120,
    en: {
      slug: 'how-to-add-your-aprn-license',
      title: 'How do I add my APRN license?',
      body: `An advanced practice registered nurse (APRN) license is separate from your RN license. Most facilities need both on file, and we verify each one with the state board.

## What to add
- Your APRN license: the state, the license number and the expiration date, with a copy of the license or the board's verification page.
- Your RN license, which usually must be active in the same state or through a multistate license.
- Your role as the board lists it: nurse practitioner (CNP), nurse anesthetist (CRNA), nurse-midwife (CNM) or clinical nurse specialist (CNS).

## Often requested as well
- National board certification in your population focus, with its expiration date.
- Your NPI and, if you prescribe controlled substances, your DEA registration.
- Prescriptive authority, when your state issues it separately.

## Why an APRN license is rejected
The reasons are the same as for an RN license: a name that does not match, an expired license, or a number the board cannot find. See [Why was my RN license rejected?](/profiles/help-center/article/why-was-my-rn-license-rejected)`,
    },
    es: {
      slug: 'como-agregar-tu-licencia-aprn',
      title: '¿Cómo agregar tu licencia APRN?',
      body: `La licencia de enfermería de práctica avanzada (APRN) es distinta de tu licencia RN. La mayoría de los centros necesitan ambas registradas, y verificamos cada una con la junta del estado.

## Qué agregar
- Tu licencia APRN: el estado, el número de licencia y la fecha de vencimiento, con una copia de la licencia o de la página de verificación de la junta.
- Tu licencia RN, que por lo general debe estar activa en el mismo estado o mediante una licencia multiestatal.
- Tu función, tal como figura en la junta: enfermería de práctica (CNP), anestesia (CRNA), partería (CNM) o especialista en enfermería clínica (CNS).

## También se suele pedir
- La certificación de una junta nacional en tu área de población, con la fecha en que vence.
- Tu NPI y, si recetas sustancias controladas, tu registro DEA.
- La autorización para recetar, cuando tu estado la otorga por separado.

## Por qué se rechaza una licencia APRN
Los motivos son los mismos que para una licencia RN: un nombre que no coincide, una licencia vencida o un número que la junta no encuentra. Consulta [¿Por qué se rechazó tu licencia RN?](/profiles/help-center/article/por-que-se-rechazo-tu-licencia-rn)`,
    },
  },
  {
    category: 'licenses',
    views: 360,
    en: {
      slug: 'how-does-license-verification-work',
      title: 'How does license verification work?',
      body: `For a professional license, the state licensing board has the final word. After you add a license, we look it up at the board and compare its record with what you entered.

## What we check
- That a license with this state, type and number exists.
- That the name on the board's record matches your profile.
- The license status: active, expired, or under a board action such as probation or suspension.
- The expiration date the board shows.

## What you will see
- Pending review while the lookup runs or waits for a reviewer.
- Compliant when the board's record matches and the license is active.
- Needs attention when the name differs, the number is not found or the board reports an action. A reviewer looks into it.
- Expired when the board says so, even if your card shows a later date.

## Renewals
Licenses turn Expiring 60 days before they end, because boards can take weeks to process a renewal. Renew early. Once the board shows the new date, upload the renewed license or update the date on your profile.`,
    },
    es: {
      slug: 'como-funciona-la-verificacion-de-licencias',
      title: '¿Cómo funciona la verificación de licencias?',
      body: `En una licencia profesional, la junta estatal que la otorga tiene la última palabra. Cuando agregas una licencia, la buscamos en la junta y comparamos el registro de la junta con los datos que ingresaste.

## Qué verificamos
- Que exista una licencia con ese estado, tipo y número.
- Que el nombre del registro de la junta coincida con tu perfil.
- La situación de la licencia: activa, vencida o sujeta a una medida de la junta, como un período de prueba o una suspensión.
- La fecha de vencimiento que indica la junta.

## Qué verás
- Pendiente de revisión mientras se hace la consulta o mientras espera a un revisor.
- En regla cuando el registro de la junta coincide y la licencia está activa.
- Requiere atención cuando el nombre es distinto, no se encuentra el número o la junta informa una medida. Un revisor lo examina.
- Vencido cuando la junta lo indica, aunque tu tarjeta muestre una fecha posterior.

## Renovaciones
Las licencias pasan a Por vencer 60 días antes de vencer, porque las juntas pueden tardar semanas en tramitar una renovación. Renueva con tiempo. Cuando la junta muestre la nueva fecha, sube la licencia renovada o actualiza la fecha en tu perfil.`,
    },
  },
];
