/**
 * Help articles for everyone: the statuses, a clean upload, the two screenings (drug screen and
 * background check) and signing in.
 */
import type { SeedArticle } from './seed-types';

export const GENERAL_ARTICLES: readonly SeedArticle[] = [
  {
    category: 'getting-started',
    views: 860,
    en: {
      slug: 'what-do-the-statuses-mean',
      title: 'What do the statuses mean?',
      body: `Every requirement on your profile shows one status. It tells you whether you are cleared to work and, if not, who acts next: you or a reviewer.

## The statuses
| Status | What it means | What to do |
| --- | --- | --- |
| Missing | Nothing on file, or no document attached. | Add it and upload the document. |
| Pending review | A reviewer or the board check has not finished. | Nothing for now. |
| Rejected | A reviewer could not accept the document. | Upload a new copy that fixes the reason shown. |
| Needs attention | A check found a problem, such as a name mismatch. | Read the note; a reviewer may contact you. |
| Expiring | Still valid, but ends soon. | Renew it before the date shown. |
| Expired | The date has passed, or the board reports it expired. | Upload the renewed credential. |
| Compliant | Accepted and in date. | Nothing. |
| Waived | Excused by your agency or employer until a date. | Nothing until the waiver ends. |

## When does Expiring start?
- Licenses: 60 days before the expiration date, because boards can take weeks to renew.
- Most other items: 30 days before.

You are cleared to work when every required item is Compliant, Expiring or Waived. To avoid rejections, see [How to upload a clear document](/profiles/help-center/article/how-to-upload-a-clear-document).`,
    },
    es: {
      slug: 'que-significan-los-estados',
      title: '¿Qué significan los estados?',
      body: `Cada requisito de tu perfil muestra un estado. Te indica si puedes trabajar y, si no, quién debe actuar: tú o un revisor.

## Los estados
| Estado | Qué significa | Qué hacer |
| --- | --- | --- |
| Falta | No hay nada registrado o falta el documento. | Agrégalo y sube el documento. |
| Pendiente de revisión | El revisor o la consulta a la junta aún no termina. | Nada por ahora. |
| Rechazado | El revisor no pudo aceptar el documento. | Sube una copia nueva que corrija el motivo indicado. |
| Requiere atención | Una verificación encontró un problema, como un nombre que no coincide. | Lee la nota; un revisor puede contactarte. |
| Por vencer | Sigue vigente, pero vence pronto. | Renuévalo antes de la fecha indicada. |
| Vencido | La fecha pasó, o la junta lo reporta vencido. | Sube la credencial renovada. |
| En regla | Aceptado y vigente. | Nada. |
| Exento | Tu agencia o empleador te eximió de este requisito hasta una fecha. | Nada hasta que termine la exención. |

## ¿Cuándo empieza Por vencer?
- Licencias: 60 días antes del vencimiento, porque las juntas pueden tardar semanas en renovarlas.
- La mayoría de los demás requisitos: 30 días antes.

Puedes trabajar cuando cada requisito obligatorio esté En regla, Por vencer o Exento. Para evitar rechazos, consulta [Cómo subir un documento legible](/profiles/help-center/article/como-subir-un-documento-legible).`,
    },
  },
  {
    category: 'getting-started',
    views: 820,
    en: {
      slug: 'how-to-upload-a-clear-document',
      title: 'How to upload a clear document',
      body: `Many rejections have nothing to do with the credential itself: the reviewer could not read it or could not see all of it.

## What we accept
| Accepted | Not accepted |
| --- | --- |
| PDF, JPEG or PNG files up to 10 MB each | Other formats, or files over 10 MB |
| The whole page, with all four corners visible | Cropped edges or a cut-off expiration date |
| Both sides of a card, as two files or one PDF | The front only, when the back has a signature or dates |
| A scan or a photo of the original | A photo of a computer or phone screen |
| Sharp, evenly lit and right side up | Blurry, dark, or with glare across the text |

## Tips
- Lay the document flat on a dark surface in daylight and hold the phone straight above it.
- An eCard or digital certificate can be downloaded as a PDF and uploaded as it is.
- You can upload up to five files per credential, for example the front, the back and a lab report.
- Make sure the name on the document matches your profile. If your name changed, upload proof of the change too.`,
    },
    es: {
      slug: 'como-subir-un-documento-legible',
      title: 'Cómo subir un documento legible',
      body: `Muchos rechazos no tienen que ver con la credencial en sí: el revisor no pudo leerla o no pudo verla completa.

## Qué aceptamos
| Se acepta | No se acepta |
| --- | --- |
| Archivos PDF, JPEG o PNG de hasta 10 MB cada uno | Otros formatos, o archivos de más de 10 MB |
| La página completa, con las cuatro esquinas visibles | Bordes recortados o una fecha de vencimiento cortada |
| Ambos lados de una tarjeta, en dos archivos o en un solo PDF | Solo el frente, cuando el reverso tiene una firma o fechas |
| Un escaneo o una foto del original | Una foto de la pantalla de una computadora o de un teléfono |
| Nítido, bien iluminado y al derecho | Borroso, oscuro o con reflejos sobre el texto |

## Consejos
- Coloca el documento sobre una superficie oscura, con luz natural, y sostén el teléfono recto encima.
- Una tarjeta electrónica (eCard) o un certificado digital puede descargarse en PDF y subirse tal cual.
- Puedes subir hasta cinco archivos por credencial, por ejemplo el frente, el reverso y un informe de laboratorio.
- Verifica que el nombre del documento coincida con el de tu perfil. Si cambiaste de nombre, sube también el comprobante del cambio.`,
    },
  },
  {
    category: 'screening',
    credentialTypeId: 'drug-screen',
    views: 540,
    en: {
      slug: 'what-drug-screen-results-are-accepted',
      title: 'What drug screen results are accepted?',
      body: `Most facilities require a recent negative drug screen before your first day. Many ask for one collected within 30 days of your start date, so do not test too early unless your recruiter tells you to.

## What is accepted
- A lab report from a certified collection site, negative for every substance on the panel.
- The panel your facility asks for, often a 10-panel urine test. Ask if you are unsure.
- Your full name, the collection date and the laboratory's name on the report.

## Common reasons for rejection
- An at-home or instant test kit.
- A result older than the facility allows.
- A dilute or invalid result: you will usually need to test again.
- A panel with fewer substances than required.

## Prescriptions
If you take a prescribed medication that shows on the test, do not send us the prescription. A medical review officer (MRO) usually contacts you privately to confirm it before the result is reported.`,
    },
    es: {
      slug: 'que-resultados-de-prueba-de-drogas-se-aceptan',
      title: '¿Qué resultados de prueba de drogas se aceptan?',
      body: `La mayoría de los centros exigen una prueba de detección de drogas negativa y reciente antes de tu primer día. Muchos la piden dentro de los 30 días previos a tu fecha de inicio, así que no te hagas la prueba demasiado pronto, salvo que tu reclutador te lo indique.

## Qué se acepta
- Un informe de laboratorio de un centro de toma de muestras certificado, negativo para cada sustancia del panel.
- El panel que pide tu centro, a menudo una prueba de orina de 10 paneles. Pregunta si tienes dudas.
- Tu nombre completo, la fecha de la toma y el nombre del laboratorio en el informe.

## Motivos comunes de rechazo
- Una prueba casera o de resultado instantáneo.
- Un resultado más antiguo de lo que permite el centro.
- Un resultado diluido o no válido: por lo general deberás repetir la prueba.
- Un panel con menos sustancias de las requeridas.

## Medicamentos con receta
Si tomas un medicamento recetado que aparece en la prueba, no nos envíes la receta. Por lo general, un médico revisor (MRO) se comunica contigo en privado para confirmarlo antes de informar el resultado.`,
    },
  },
  {
    category: 'screening',
    credentialTypeId: 'background-check',
    views: 430,
    en: {
      slug: 'how-does-the-background-check-work',
      title: 'How does the background check work?',
      body: `Most facilities require a criminal background check before you start, and many ask for a new one every year. Your agency orders it from a background screening company; you do not need to find one yourself.

## Steps
1. You receive an email to enter your details and sign the authorization. The check cannot start without your consent.
2. The screening company searches the records your facility requires, for example county and statewide criminal records and the national sex offender registry.
3. Results usually arrive within a few business days. Some county courts take longer.
4. When the report is on file, a reviewer checks it and the status changes from Pending review to Compliant, or the reviewer contacts you.

## If something is found
A record does not automatically stop you from working. Before any decision, you should receive a copy of the report and a chance to explain or to correct an error.

## Tips
- Enter every name you have used, including a maiden name, and every address the form asks for.
- Check your email, including the spam folder, for the authorization request.`,
    },
    es: {
      slug: 'como-funciona-la-verificacion-de-antecedentes',
      title: '¿Cómo funciona la verificación de antecedentes?',
      body: `La mayoría de los centros exigen una verificación de antecedentes penales antes de empezar, y muchos piden una nueva cada año. Tu agencia la solicita a una empresa de verificación; no necesitas buscar una por tu cuenta.

## Pasos
1. Recibirás un correo electrónico para completar tus datos y firmar la autorización. La verificación no puede empezar sin tu consentimiento.
2. La empresa revisa los registros que exige tu centro, por ejemplo los antecedentes penales del condado y del estado y el registro nacional de agresores sexuales.
3. Los resultados suelen llegar en pocos días hábiles. Algunos tribunales de condado tardan más.
4. Cuando el informe está registrado, un revisor lo examina y el estado pasa de Pendiente de revisión a En regla, o el revisor se comunica contigo.

## Si aparece algún antecedente
Un antecedente no te impide trabajar de forma automática. Antes de cualquier decisión, deberías recibir una copia del informe y la oportunidad de dar explicaciones o corregir un error.

## Consejos
- Escribe todos los nombres que hayas usado, incluido el apellido de soltera, y todas las direcciones que pida el formulario.
- Revisa tu correo, incluida la carpeta de spam, para encontrar la solicitud de autorización.`,
    },
  },
  {
    category: 'account',
    views: 300,
    en: {
      slug: 'how-to-sign-in-with-two-step-verification',
      title: 'How do I sign in with two-step verification?',
      body: `Your profile holds personal documents, so after your password we ask for a second proof that it is you. This is two-step verification.

## Ways to confirm it is you
Depending on your account, you can use:

- An authenticator app: scan the QR code once, then enter the six-digit code the app shows.
- A code sent by text message to your phone.
- A code sent to your email address.

## Backup codes
When you set up an authenticator app, you receive backup codes. Keep them somewhere safe: each one works once, in case you lose your phone.

## Trouble signing in
- A code expired or did not arrive: ask for a new one and use only the latest code.
- Make sure your phone sets its time automatically; authenticator codes depend on it.
- Forgot your password? Use the password reset link on the sign-in page and open the whole link from the email. Each link works once.
- Never share a code. Our staff will never ask you for one.`,
    },
    es: {
      slug: 'como-iniciar-sesion-con-verificacion-en-dos-pasos',
      title: '¿Cómo iniciar sesión con la verificación en dos pasos?',
      body: `Tu perfil contiene documentos personales; por eso, después de la contraseña te pedimos una segunda prueba de que eres tú. Esto es la verificación en dos pasos.

## Formas de confirmar que eres tú
Según tu cuenta, puedes usar:

- Una aplicación de autenticación: escanea el código QR una vez y luego escribe el código de seis dígitos que muestra la aplicación.
- Un código enviado por mensaje de texto a tu teléfono.
- Un código enviado a tu correo electrónico.

## Códigos de respaldo
Al configurar una aplicación de autenticación, recibirás códigos de respaldo. Guárdalos en un lugar seguro: cada uno funciona una sola vez, por si pierdes el teléfono.

## Problemas para iniciar sesión
- Si un código venció o no llegó, pide uno nuevo y usa solo el más reciente.
- Verifica que la hora de tu teléfono se ajuste automáticamente; los códigos de la aplicación dependen de ella.
- ¿Olvidaste tu contraseña? Usa el enlace para restablecerla en la página de inicio de sesión y abre el enlace completo del correo. Cada enlace funciona una sola vez.
- Nunca compartas un código. Nuestro personal nunca te lo pedirá.`,
    },
  },
];
