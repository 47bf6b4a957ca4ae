/**
 * Help articles on life-support cards (BLS, ACLS, PALS): which providers and formats are accepted,
 * and the usual reasons a card is sent back.
 */
import type { SeedArticle } from './seed-types';

export const CERTIFICATION_ARTICLES: readonly SeedArticle[] = [
  {
    category: 'certifications',
    credentialTypeId: 'bls',
    views: 880,
    en: {
      slug: 'why-was-my-bls-card-rejected',
      title: 'Why was my BLS card rejected?',
      body: `Most facilities accept Basic Life Support (BLS) only from training providers they trust, and only after a hands-on skills session. Most rejections come from the provider or the card's format, not from your skills.

## Accepted and not accepted
| Accepted | Not accepted |
| --- | --- |
| BLS Provider from the American Heart Association | Heartsaver, community CPR or first aid cards |
| BLS from the American Red Cross | Cards from online-only CPR websites |
| A blended course: online part plus an in-person skills test | A course with no hands-on skills session |
| The eCard or digital certificate as a PDF | A screenshot of an email |
| Both sides of a printed card, signed | The front only, or an unsigned card |

## Other common reasons
- The card has expired. BLS usually needs renewing every two years; some facilities want it valid for your whole assignment.
- The name on the card does not match your profile.
- The issue or expiration date is missing, or does not match the card.

To find an accepted course, visit the [American Heart Association](https://cpr.heart.org). See also [How to upload a clear document](/profiles/help-center/article/how-to-upload-a-clear-document).`,
    },
    es: {
      slug: 'por-que-se-rechazo-tu-tarjeta-bls',
      title: '¿Por qué se rechazó tu tarjeta BLS?',
      body: `La mayoría de los centros aceptan el soporte vital básico (BLS) solo de proveedores de confianza y solo después de una sesión práctica de habilidades. La mayoría de los rechazos se deben al proveedor o al formato de la tarjeta, no a tus habilidades.

## Qué se acepta y qué no
| Se acepta | No se acepta |
| --- | --- |
| BLS Provider de la American Heart Association | Tarjetas Heartsaver, de RCP comunitaria o de primeros auxilios |
| BLS de la Cruz Roja Americana | Tarjetas de sitios de RCP solo en línea |
| Un curso mixto: parte en línea y evaluación práctica presencial | Un curso sin sesión práctica de habilidades |
| La tarjeta electrónica (eCard) o el certificado digital en PDF | Una captura de pantalla de un correo |
| Ambos lados de una tarjeta impresa y firmada | Solo el frente, o una tarjeta sin firma |

## Otros motivos comunes
- La tarjeta está vencida. El BLS suele renovarse cada dos años; algunos centros exigen que siga vigente durante toda tu asignación.
- El nombre de la tarjeta no coincide con tu perfil.
- Faltan las fechas de emisión o vencimiento, o no coinciden con la tarjeta.

Para encontrar un curso aceptado, visita la [American Heart Association](https://cpr.heart.org). Consulta también [Cómo subir un documento legible](/profiles/help-center/article/como-subir-un-documento-legible).`,
    },
  },
  {
    category: 'certifications',
    credentialTypeId: 'acls',
    views: 480,
    en: {
      slug: 'why-was-my-acls-card-rejected',
      title: 'Why was my ACLS card rejected?',
      body: `Advanced Cardiovascular Life Support (ACLS) is required for most critical care, emergency and telemetry roles. ACLS builds on BLS but is a separate course and card: you need both on file. See [Why was my BLS card rejected?](/profiles/help-center/article/why-was-my-bls-card-rejected)

## What is accepted
- An ACLS Provider card from the American Heart Association. Some facilities also accept the American Red Cross; check your requirements first.
- A course with an in-person skills test, including blended courses.
- The eCard as a PDF, or both sides of a printed, signed card.

## Common reasons for rejection
- An online-only course with no skills test.
- An expired card. ACLS is usually valid for two years.
- A BLS card uploaded instead of ACLS. An ACLS card does not replace BLS either.
- A course completion certificate instead of the provider card.
- A name that does not match your profile.

## Before you renew
Renew before the card expires: the renewal course is usually shorter than the full course, and some training centers only offer it while your card is current. Cards turn Expiring 30 days before their date.`,
    },
    es: {
      slug: 'por-que-se-rechazo-tu-tarjeta-acls',
      title: '¿Por qué se rechazó tu tarjeta ACLS?',
      body: `El soporte vital cardiovascular avanzado (ACLS) se exige en casi todos los puestos de cuidados críticos, urgencias y telemetría. El ACLS se basa en el BLS, pero es un curso y una tarjeta aparte: necesitas ambos registrados. Consulta [¿Por qué se rechazó tu tarjeta BLS?](/profiles/help-center/article/por-que-se-rechazo-tu-tarjeta-bls)

## Qué se acepta
- Una tarjeta ACLS Provider de la American Heart Association. Algunos centros también aceptan la Cruz Roja Americana; revisa primero tus requisitos.
- Un curso con evaluación práctica presencial, incluidos los cursos mixtos.
- La tarjeta electrónica (eCard) en PDF, o ambos lados de una tarjeta impresa y firmada.

## Motivos comunes de rechazo
- Un curso solo en línea, sin evaluación práctica.
- Una tarjeta vencida. El ACLS suele tener validez de dos años.
- Se subió una tarjeta BLS en lugar de la ACLS. La tarjeta ACLS tampoco reemplaza a la BLS.
- Un certificado de finalización del curso en lugar de la tarjeta de proveedor.
- Un nombre que no coincide con tu perfil.

## Antes de renovar
Renueva antes de que venza: el curso de renovación suele ser más corto que el completo, y algunos centros de capacitación solo lo ofrecen mientras tu tarjeta sigue vigente. Las tarjetas pasan a Por vencer 30 días antes de vencer.`,
    },
  },
  {
    category: 'certifications',
    credentialTypeId: 'pals',
    views: 210,
    en: {
      slug: 'which-pals-cards-are-accepted',
      title: 'Which PALS cards are accepted?',
      body: `Pediatric Advanced Life Support (PALS) is usually required in pediatric units, pediatric intensive care and many emergency departments. Like BLS and ACLS, it is a separate card with its own expiration date.

## What is accepted
- A PALS Provider card from the American Heart Association, or from the American Red Cross where your facility accepts it.
- A course that included a hands-on skills session.
- The eCard as a PDF, or both sides of a printed card.

## What does not count as PALS
- PEARS, a shorter pediatric assessment course.
- NRP, the Neonatal Resuscitation Program. Some units ask for it in addition to PALS, but it does not replace it.
- Online-only pediatric courses.

## Keeping it current
PALS is usually valid for two years. The status turns Expiring 30 days before the date on the card, so book your renewal early; pediatric classes fill up fast in some areas. You can look for classes on the [American Red Cross](https://www.redcross.org) website.

Enter the issuer, the issue date and the expiration date exactly as printed on the card.`,
    },
    es: {
      slug: 'que-tarjetas-pals-se-aceptan',
      title: '¿Qué tarjetas PALS se aceptan?',
      body: `El soporte vital avanzado pediátrico (PALS) suele exigirse en unidades pediátricas, cuidados intensivos pediátricos y muchos servicios de urgencias. Al igual que el BLS y el ACLS, es una tarjeta aparte, con fecha de vencimiento propia.

## Qué se acepta
- Una tarjeta PALS Provider de la American Heart Association, o de la Cruz Roja Americana si tu centro la acepta.
- Un curso que haya incluido una sesión práctica de habilidades.
- La tarjeta electrónica (eCard) en PDF, o ambos lados de una tarjeta impresa.

## Qué no cuenta como PALS
- PEARS, un curso más breve de evaluación pediátrica.
- NRP, el Programa de Reanimación Neonatal. Algunas unidades lo piden además del PALS, pero no lo reemplaza.
- Los cursos pediátricos solo en línea.

## Cómo mantenerla vigente
El PALS suele tener validez de dos años. El estado pasa a Por vencer 30 días antes de la fecha de la tarjeta, así que reserva tu renovación con tiempo; en algunas zonas los cursos pediátricos se llenan rápido. Puedes buscar cursos en el sitio de la [Cruz Roja Americana](https://www.redcross.org).

Ingresa el emisor, la fecha de emisión y la de vencimiento tal como aparecen en la tarjeta.`,
    },
  },
];
