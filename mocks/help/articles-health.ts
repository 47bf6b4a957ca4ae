/**
 * Help articles on health records: TB screening (skin test or QuantiFERON), immunity (MMR,
 * varicella, hepatitis B), vaccinations (Tdap, influenza) and the physical examination.
 */
import type { SeedArticle } from './seed-types';

export const HEALTH_ARTICLES: readonly SeedArticle[] = [
  {
    category: 'health',
    credentialTypeId: 'tb-test',
    views: 700,
    en: {
      slug: 'which-tb-test-results-are-accepted',
      title: 'Which TB test results are accepted?',
      body: `Most facilities require a tuberculosis (TB) screening from the last 12 months, by skin test or blood test. A QuantiFERON result also meets a skin test requirement, but if a facility asks for the blood test specifically, a skin test does not.

## Accepted options
| Test | What to upload |
| --- | --- |
| Two-step skin test (PPD) | Both tests, placed 1 to 3 weeks apart, each with the date placed, the date read, the result in millimeters and the reader's signature |
| One-step skin test | Many facilities accept it with a negative TB test from the 12 months before it |
| Blood test (IGRA), such as QuantiFERON-TB Gold | The lab report with your name, the collection date and the result |

## Common reasons for rejection
- The skin test was read before 48 hours or after 72 hours, or never read.
- The millimeters or the signature are missing.
- The test is more than 12 months old.
- A positive result without a chest X-ray report showing no active TB. Upload the report, dated as your facility requires, and a symptom questionnaire if asked.`,
    },
    es: {
      slug: 'que-resultados-de-tuberculosis-se-aceptan',
      title: '¿Qué resultados de tuberculosis se aceptan?',
      body: `La mayoría de los centros exigen una prueba de tuberculosis (TB) de los últimos 12 meses, cutánea o de sangre. Un resultado de QuantiFERON también cumple un requisito de prueba cutánea, pero si un centro pide específicamente el análisis de sangre, la prueba cutánea no lo cumple.

## Opciones aceptadas
| Prueba | Qué subir |
| --- | --- |
| Prueba cutánea de dos pasos (PPD) | Ambas pruebas, aplicadas con 1 a 3 semanas de diferencia, cada una con la fecha de aplicación, la de lectura, el resultado en milímetros y la firma de quien la leyó |
| Prueba cutánea de un paso | Muchos centros la aceptan junto con una prueba de TB negativa de los 12 meses anteriores |
| Análisis de sangre (IGRA), como QuantiFERON-TB Gold | El informe del laboratorio con tu nombre, la fecha de la toma y el resultado |

## Motivos comunes de rechazo
- La prueba cutánea se leyó antes de las 48 horas o después de las 72, o nunca se leyó.
- Faltan los milímetros o la firma.
- La prueba tiene más de 12 meses.
- Un resultado positivo sin el informe de una radiografía de tórax que descarte tuberculosis activa. Súbelo con la fecha que exija tu centro y, si te lo piden, un cuestionario de síntomas.`,
    },
  },
  {
    category: 'health',
    credentialTypeId: 'mmr',
    views: 520,
    en: {
      slug: 'how-to-prove-mmr-immunity',
      title: 'How do I prove MMR immunity?',
      body: `You prove immunity to measles, mumps and rubella (MMR) once, and it does not need renewing. Most facilities accept either option below; some accept titers only, so check your requirements before you test.

## Option 1: vaccination records
- Two doses of MMR vaccine, given at least 28 days apart, on or after your first birthday.
- Each dose with its date and the clinic or provider that gave it. A childhood immunization card or a state registry printout works.

## Option 2: titers
- A blood test (titer) showing immunity to all three: measles, mumps and rubella.
- The full lab report with the reference ranges, not a summary.

## If a titer is negative or equivocal
Ask your recruiter what your facility needs; many ask for a booster dose. Upload the new vaccination record with the titer report. The most common reasons for rejection are a single dose, doses without dates, or a titer for measles only.`,
    },
    es: {
      slug: 'como-demostrar-tu-inmunidad-mmr',
      title: '¿Cómo demostrar tu inmunidad MMR?',
      body: `La inmunidad contra el sarampión, las paperas y la rubéola (MMR) se demuestra una sola vez y no necesita renovarse. La mayoría de los centros aceptan cualquiera de estas opciones; algunos solo aceptan títulos, así que revisa tus requisitos antes de hacerte el análisis.

## Opción 1: registros de vacunación
- Dos dosis de la vacuna MMR (triple viral), aplicadas con al menos 28 días de diferencia, a partir de tu primer cumpleaños.
- Cada dosis con la fecha y la clínica o el profesional que la aplicó. Sirve tu tarjeta de vacunación de la infancia o una impresión del registro estatal.

## Opción 2: títulos
- Un análisis de sangre (título de anticuerpos) que demuestre inmunidad a las tres: sarampión, paperas y rubéola.
- El informe completo del laboratorio con los valores de referencia, no un resumen.

## Si un título es negativo o dudoso
Pregúntale a tu reclutador qué necesita tu centro; muchos piden una dosis de refuerzo. Sube el nuevo registro de vacunación junto con el informe del título. Los motivos de rechazo más comunes son una sola dosis, dosis sin fecha o un título solo de sarampión.`,
    },
  },
  {
    category: 'health',
    credentialTypeId: 'varicella',
    views: 280,
    en: {
      slug: 'how-to-prove-varicella-immunity',
      title: 'How do I prove varicella immunity?',
      body: `Varicella (chickenpox) immunity is proved once and does not expire. Most facilities accept any of the options below.

## Accepted
- Two doses of varicella vaccine, with the date of each dose.
- A positive varicella IgG titer, as a full lab report.
- At some facilities, a diagnosis of chickenpox or shingles documented by a health care provider.

## Not usually accepted
- A note saying you had chickenpox as a child, written or signed only by you.
- A titer reported as equivocal or negative, or a single dose of vaccine.

## If your titer is negative
Ask your recruiter what your facility needs. Many ask for two doses of vaccine, given at least four weeks apart, with no new titer afterward. Upload the vaccination record as soon as you have the first dose, and add the second to the same credential later.`,
    },
    es: {
      slug: 'como-demostrar-tu-inmunidad-contra-la-varicela',
      title: '¿Cómo demostrar tu inmunidad contra la varicela?',
      body: `La inmunidad contra la varicela se demuestra una sola vez y no vence. La mayoría de los centros aceptan cualquiera de estas opciones.

## Se acepta
- Dos dosis de la vacuna contra la varicela, con la fecha de cada una.
- Un título de anticuerpos IgG contra la varicela positivo, en un informe completo del laboratorio.
- En algunos centros, un diagnóstico de varicela o de herpes zóster documentado por un profesional de la salud.

## Por lo general no se acepta
- Una nota que diga que tuviste varicela en la infancia, escrita o firmada solo por ti.
- Un título informado como dudoso o negativo, o una sola dosis de la vacuna.

## Si tu título es negativo
Pregúntale a tu reclutador qué necesita tu centro. Muchos piden dos dosis de la vacuna, con al menos cuatro semanas de diferencia, sin un nuevo título después. Sube el registro de vacunación en cuanto tengas la primera dosis y agrega la segunda a la misma credencial más adelante.`,
    },
  },
  {
    category: 'health',
    credentialTypeId: 'hepatitis-b',
    views: 390,
    en: {
      slug: 'what-hepatitis-b-records-are-accepted',
      title: 'What hepatitis B records are accepted?',
      body: `Facilities ask for proof that you are protected against hepatitis B, because your work may expose you to blood. Once accepted, it does not need renewing.

## Accepted
| Proof | Details |
| --- | --- |
| Complete vaccine series | Three doses of a three-dose vaccine, or two doses of a two-dose vaccine such as Heplisav-B, each with its date |
| Positive surface antibody titer | A lab report with a positive or reactive anti-HBs result |
| Signed declination form | Accepted by some employers if you choose not to be vaccinated; ask first |

## Common reasons for rejection
- A surface antigen (HBsAg) result instead of the antibody (anti-HBs). They are different tests.
- Doses without dates, or a series with a dose missing. If your series is in progress, upload the doses you have: some facilities let you start work as long as you keep to the schedule.
- A negative titer: you may need a booster dose or a second series.`,
    },
    es: {
      slug: 'que-registros-de-hepatitis-b-se-aceptan',
      title: '¿Qué registros de hepatitis B se aceptan?',
      body: `Los centros piden un comprobante de que tienes protección contra la hepatitis B, porque tu trabajo puede exponerte a la sangre. Una vez aceptado, no necesita renovarse.

## Se acepta
| Comprobante | Detalles |
| --- | --- |
| Serie completa de vacunación | Tres dosis de una vacuna de tres dosis, o dos dosis de una vacuna de dos dosis como Heplisav-B, cada una con la fecha en que se aplicó |
| Título de anticuerpos de superficie positivo | Un informe de laboratorio con un resultado anti-HBs positivo o reactivo |
| Formulario firmado de rechazo de la vacuna | Algunos empleadores lo aceptan si decides no vacunarte; pregunta primero |

## Motivos comunes de rechazo
- Un resultado de antígeno de superficie (HBsAg) en lugar del anticuerpo (anti-HBs). Son pruebas distintas.
- Dosis sin fecha, o una serie a la que le falta una dosis. Si tu serie está en curso, sube las dosis que tengas: algunos centros te permiten empezar a trabajar siempre que sigas el calendario.
- Un título negativo: quizá necesites una dosis de refuerzo o una segunda serie.`,
    },
  },
  {
    category: 'health',
    credentialTypeId: 'tdap',
    views: 170,
    en: {
      slug: 'why-was-my-tdap-record-rejected',
      title: 'Why was my Tdap record rejected?',
      body: `Most facilities require one dose of Tdap, which protects against tetanus, diphtheria and pertussis (whooping cough), given within the last 10 years. Your profile counts it as valid for 10 years from the date of the dose.

## Common reasons for rejection
- The record shows Td, not Tdap. Td does not protect against pertussis, so it does not meet the requirement.
- The record shows DTaP, the childhood vaccine, rather than an adult Tdap dose.
- The dose is more than 10 years old. A pharmacy can usually give you a new one the same day.
- The record has no date, or does not show who gave the vaccine.

## What to upload
A vaccination record, clinic note, pharmacy receipt or state immunization registry printout that names the vaccine as Tdap and shows the date it was given.`,
    },
    es: {
      slug: 'por-que-se-rechazo-tu-registro-de-tdap',
      title: '¿Por qué se rechazó tu registro de Tdap?',
      body: `La mayoría de los centros exigen una dosis de Tdap, que protege contra el tétanos, la difteria y la tos ferina, aplicada en los últimos 10 años. Tu perfil la considera válida durante 10 años a partir de la fecha de la dosis.

## Motivos comunes de rechazo
- El registro muestra Td, no Tdap. La Td no protege contra la tos ferina, así que no cumple el requisito.
- El registro muestra DTaP, la vacuna infantil, en lugar de una dosis de Tdap para adultos.
- La dosis tiene más de 10 años. Por lo general, una farmacia puede aplicarte una nueva el mismo día.
- El registro no tiene fecha o no indica quién aplicó la vacuna.

## Qué subir
Un registro de vacunación, una nota de la clínica, un recibo de la farmacia o una impresión del registro estatal de vacunación que nombre la vacuna como Tdap y muestre la fecha en que se aplicó.`,
    },
  },
  {
    category: 'health',
    credentialTypeId: 'influenza',
    views: 230,
    en: {
      slug: 'what-flu-vaccination-proof-is-accepted',
      title: 'What proof of flu vaccination is accepted?',
      body: `Most facilities require a flu shot for the current flu season, usually by a deadline in the fall. Your profile counts a dose as valid for 12 months, but a facility may still ask for this season's dose once the new vaccine is available.

## What to upload
A vaccination record, pharmacy receipt or employer clinic form showing the vaccine, the date and where it was given. Some facilities also require the lot number.

## Common reasons for rejection
- The record has no date or no name.
- A photo of a sticker or a wallet card with the details cut off.
- A dose from a previous season.

## If you cannot be vaccinated
Some facilities accept a medical or religious exemption through their own form and process, and may ask you to wear a mask during flu season. Ask your recruiter before the deadline: the facility decides, not us. If it is granted, the requirement may show as Waived.`,
    },
    es: {
      slug: 'que-comprobante-de-vacunacion-contra-la-influenza-se-acepta',
      title: '¿Qué comprobante de vacunación contra la influenza se acepta?',
      body: `La mayoría de los centros exigen la vacuna contra la influenza de la temporada actual, por lo general antes de una fecha límite en otoño. Tu perfil considera válida una dosis durante 12 meses, pero un centro puede pedirte la dosis de esta temporada en cuanto la nueva vacuna esté disponible.

## Qué subir
Un registro de vacunación, un recibo de la farmacia o un formulario de la clínica de tu empleador que indique la vacuna, la fecha y el lugar donde se aplicó. Algunos centros también exigen el número de lote.

## Motivos comunes de rechazo
- El registro no tiene fecha o no tiene tu nombre.
- Una foto de una etiqueta o de una tarjeta de vacunación con los datos cortados.
- Una dosis de una temporada anterior.

## Si no puedes vacunarte
Algunos centros aceptan una exención médica o religiosa mediante un formulario y un proceso propios, y pueden pedirte que uses mascarilla durante la temporada de influenza. Consulta a tu reclutador antes de la fecha límite: la decisión es del centro, no nuestra. Si te la conceden, el requisito puede aparecer como Exento.`,
    },
  },
  {
    category: 'health',
    credentialTypeId: 'physical',
    views: 250,
    en: {
      slug: 'what-should-my-physical-exam-form-include',
      title: 'What should my physical exam form include?',
      body: `Many facilities require a physical examination from the last 12 months, confirming that you can safely perform the duties of your role. It turns Expiring 30 days before its first anniversary.

## What the form must show
- Your full name and the date of the exam.
- The name, credentials and signature of the examining provider: a physician (MD or DO), a nurse practitioner or a physician assistant.
- A clear statement that you are cleared for duty, listing any restrictions.
- The facility's or agency's own form, when your requirements ask for it.

## Common reasons for rejection
- The form is unsigned, signed only by you, or more than 12 months old.
- The cleared-for-duty section is blank.
- Only the first page was uploaded. Upload every page, as one PDF if possible.

Tip: bring your TB results and immunization card to the appointment; many clinics can update them during the same visit.`,
    },
    es: {
      slug: 'que-debe-incluir-el-formulario-de-tu-examen-fisico',
      title: '¿Qué debe incluir el formulario de tu examen físico?',
      body: `Muchos centros exigen un examen físico de los últimos 12 meses que confirme que puedes desempeñar con seguridad las funciones de tu puesto. Pasa a Por vencer 30 días antes de que se cumpla un año.

## Qué debe mostrar el formulario
- Tu nombre completo y la fecha del examen.
- El nombre, el título profesional y la firma de quien te examinó: un médico (MD o DO), un enfermero practicante o un asistente médico.
- Una declaración clara de que estás en condiciones de trabajar, con cualquier restricción indicada.
- El formulario propio del centro o de la agencia, cuando tus requisitos lo pidan.

## Motivos comunes de rechazo
- El formulario no está firmado, solo lo firmaste tú o tiene más de 12 meses.
- La sección de aptitud para trabajar está en blanco.
- Solo se subió la primera página. Sube todas las páginas, en un solo PDF si es posible.

Consejo: lleva a la consulta los resultados de tu prueba de tuberculosis y tu tarjeta de vacunación; muchas clínicas pueden actualizarlos en la misma visita.`,
    },
  },
];
