/**
 * The product API's messages in Spanish, by their English text (./language.ts answers in the
 * language a request asks for). Every message the demo backend's product API can send is here:
 * tests/mocks/product-language.test.ts finds each one in the code and fails when one is missing.
 */
export const SPANISH: Readonly<Record<string, string>> = {
  // Any operation (mocks/faults.ts, injected faults and the demo backend's own failures).
  'Bad request': 'Solicitud incorrecta',
  Unauthorized: 'No autorizado',
  Forbidden: 'Prohibido',
  'Not found': 'No encontrado',
  Conflict: 'Conflicto',
  'Request body too large': 'El cuerpo de la solicitud es demasiado grande',
  'Unsupported media type': 'Tipo de contenido no admitido',
  'Your session has expired. Please sign in again.':
    'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  'Unprocessable request': 'No se puede procesar la solicitud',
  'Too many requests. Please wait a moment and try again.':
    'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.',
  'Your login session has timed out. Please sign in again.':
    'Tu sesión de inicio ha expirado. Vuelve a iniciar sesión.',
  'An internal server error occurred': 'Se produjo un error interno del servidor',
  'Bad gateway': 'Puerta de enlace incorrecta',
  'The service is temporarily unavailable. Please try again shortly.':
    'El servicio no está disponible por el momento. Vuelve a intentarlo en breve.',
  // Who is calling (caller.ts).
  'Authentication required': 'Se requiere autenticación',
  'Your session is not valid. Please sign in again.':
    'Tu sesión no es válida. Vuelve a iniciar sesión.',
  'Your session has ended. Please sign in again.':
    'Tu sesión ha terminado. Vuelve a iniciar sesión.',
  // Requests the app itself never sends malformed.
  'The request body must be JSON': 'El cuerpo de la solicitud debe ser JSON',
  'Some fields are not valid': 'Algunos campos no son válidos',
  'page and pageSize must be whole numbers': 'page y pageSize deben ser números enteros',
  'Invalid query parameter isActive: expected true or false':
    'Parámetro de consulta no válido isActive: se esperaba true o false',
  // Users.
  'The user id must be a number': 'El id de usuario debe ser un número',
  'User not found': 'Usuario no encontrado',
  'Only administrators can list users': 'Solo los administradores pueden ver la lista de usuarios',
  'Only administrators can change roles and activation':
    'Solo los administradores pueden cambiar roles y activación',
  'Another user already has this email address':
    'Otro usuario ya tiene esta dirección de correo electrónico',
  'Only administrators can delete users': 'Solo los administradores pueden eliminar usuarios',
  'You cannot delete your own account': 'No puedes eliminar tu propia cuenta',
  'This field cannot be changed': 'Este campo no se puede cambiar',
  // Professionals.
  'Your role cannot list professionals': 'Tu rol no puede ver la lista de profesionales',
  'The professional id must be a number or me': 'El id del profesional debe ser un número o me',
  'You have no professional record': 'No tienes un expediente de profesional',
  'Professional not found': 'Profesional no encontrado',
  'You can only see the professionals you work with':
    'Solo puedes ver a los profesionales con los que trabajas',
  'You can only see your own record': 'Solo puedes ver tu propio expediente',
  // The catalog.
  'The credential type id must be a slug such as tb-test':
    'El id del tipo de credencial debe ser un identificador como tb-test',
  'Credential type not found': 'Tipo de credencial no encontrado',
  'Not a credential type of the catalog': 'No es un tipo de credencial del catálogo',
  // Credentials.
  'Only the professional or an administrator can change these credentials':
    'Solo el profesional o un administrador pueden cambiar estas credenciales',
  'The credential id is not valid': 'El id de la credencial no es válido',
  'Credential not found': 'Credencial no encontrada',
  // Alerts (alerts.ts).
  'The alert id is not valid': 'El id del aviso no es válido',
  'Alert not found': 'Aviso no encontrado',
  'Article not found': 'Artículo no encontrado',
  'Write a title': 'Escribe un título',
  'Only administrators may write help articles':
    'Solo los administradores pueden escribir artículos de ayuda',
  'This article is in the same language or already translated':
    'Este artículo está en el mismo idioma o ya tiene traducción',
  'Someone else changed this article. Reload it to see their changes, then make yours.':
    'Otra persona cambió este artículo. Vuelve a cargarlo para ver sus cambios y luego haz los tuyos.',
  'The article slug is not valid': 'La dirección del artículo no es válida',
  'Only administrators may see draft articles':
    'Solo los administradores pueden ver los borradores de artículos',
  // Engagements (engagements.ts).
  'The engagement id is not valid': 'El id del compromiso no es válido',
  'Engagement not found': 'Compromiso no encontrado',
  "Only the employer's people can move this engagement on":
    'Solo la gente del empleador puede hacer avanzar este compromiso',
  'This engagement has moved on since it was read': 'Este compromiso ha cambiado desde que se leyó',
  'This engagement has ended already': 'Este compromiso ya terminó',
  'The work has started: the employer ends this engagement':
    'El trabajo ya empezó: es el empleador quien termina este compromiso',
  'That is not the next stage of this engagement':
    'Esa no es la siguiente etapa de este compromiso',
  'Only a credential of the same type, not yet renewed, can be renewed':
    'Solo se puede renovar una credencial del mismo tipo que aún no se haya renovado',
  'A finding at the source stays until a reviewer acts on it':
    'Un hallazgo en la fuente se mantiene hasta que un revisor actúe sobre él',
  'This credential was reviewed; add a new copy instead':
    'Esta credencial ya fue revisada; agrega una copia nueva en su lugar',
  'This credential is part of the record; it cannot be deleted':
    'Esta credencial forma parte del expediente; no se puede eliminar',
  'This credential needs it': 'Esta credencial lo necesita',
  'This credential does not have this field': 'Esta credencial no tiene este campo',
  'Not a valid NPI: its check digit does not match':
    'No es un NPI válido: su dígito de control no coincide',
  'Not a day of the calendar': 'No es un día del calendario',
  'The issue date is after today': 'La fecha de emisión es posterior a hoy',
  'The expiry date is not after the issue date':
    'La fecha de vencimiento no es posterior a la fecha de emisión',
  'The platform runs this check itself': 'La plataforma hace esta comprobación por sí misma',
  // Documents.
  'This credential was reviewed with the documents it has; add a new copy instead':
    'Esta credencial fue revisada con los documentos que tiene; agrega una copia nueva en su lugar',
  'The document id is not valid': 'El id del documento no es válido',
  'Document not found': 'Documento no encontrado',
  'The request body must be multipart/form-data with a file':
    'El cuerpo de la solicitud debe ser multipart/form-data con un archivo',
  'The request needs a non-empty file in the part named file':
    'La solicitud necesita un archivo no vacío en la parte llamada file',
  'The file is not a PDF, JPEG or PNG': 'El archivo no es un PDF, JPEG ni PNG',
  'The file is not a PDF or a Word document': 'El archivo no es un PDF ni un documento de Word',
  'A file is required': 'Se requiere un archivo',
  // Reviews, waivers, verifications.
  'Your role cannot review credentials': 'Tu rol no puede revisar credenciales',
  'A renewal has replaced this credential': 'Una renovación ha reemplazado esta credencial',
  'This credential is already approved': 'Esta credencial ya está aprobada',
  'This credential is already rejected': 'Esta credencial ya está rechazada',
  'Your role cannot waive requirements': 'Tu rol no puede eximir requisitos',
  'A finding at the source cannot be waived; act on it instead':
    'Un hallazgo en la fuente no se puede eximir; actúa sobre él en su lugar',
  'Say why, for the professional to read': 'Explica el motivo, para que lo lea el profesional',
  'Not one of this professional’s requirements': 'No es uno de los requisitos de este profesional',
  'The last day must be after today and within a year':
    'El último día debe ser posterior a hoy y dentro de un año',
  'Your role cannot run verifications': 'Tu rol no puede ejecutar verificaciones',
  'This credential type has no primary source to check':
    'Este tipo de credencial no tiene una fuente primaria que comprobar',
  // Employers.
  'Only administrators can list employers':
    'Solo los administradores pueden ver la lista de empleadores',
  'The employer id must be a number or mine': 'El id del empleador debe ser un número o mine',
  'Employer not found': 'Empleador no encontrado',
  'Your role cannot see employers': 'Tu rol no puede ver empleadores',
  'You can only see your own organization': 'Solo puedes ver tu propia organización',
  "Your role cannot see an employer's roster": 'Tu rol no puede ver la plantilla de un empleador',
  // The gap before applying, and applying (gap.ts).
  'Name the professional to compare': 'Indica el profesional que quieres comparar',
  'Only professionals can apply to an employer':
    'Solo los profesionales pueden postularse a un empleador',
  'Choose the facility you would work at': 'Elige el centro en el que trabajarías',
  'The start cannot be before today': 'El inicio no puede ser anterior a hoy',
  'You have already applied to this employer': 'Ya te has postulado a este empleador',
  // Onboarding and job preferences (onboarding.ts).
  'Only the professional can see their onboarding':
    'Solo el profesional puede ver su incorporación',
  'This step cannot be skipped': 'Este paso no se puede omitir',
  'Only the professional can change their preferences':
    'Solo el profesional puede cambiar sus preferencias',
  'Choose at least one shift type': 'Elige al menos un tipo de turno',
  'Choose at least one kind of work': 'Elige al menos un tipo de trabajo',
  'Choose at least one state': 'Elige al menos un estado',
  // Onboarding's license step (onboarding-license.ts).
  'Enter the first name': 'Escribe el nombre',
  'Enter the last name': 'Escribe los apellidos',
  'Not a license of the catalog': 'No es una licencia del catálogo',
  'Enter the number': 'Escribe el número',
  'This license is already on file and was reviewed or flagged':
    'Esta licencia ya consta y fue revisada o señalada',
  // The work history (work-history.ts).
  'No employer has this id': 'Ningún empleador tiene este id',
  'Name the employer, or choose one found':
    'Escribe el nombre del empleador o elige uno de los encontrados',
  'Enter your position': 'Escribe tu puesto',
  'The first day cannot be after today': 'El primer día no puede ser posterior a hoy',
  // Registration (registration.ts).
  'Only a new account can choose what it is': 'Solo una cuenta nueva puede elegir qué es',
  'This account has already chosen what it is': 'Esta cuenta ya ha elegido qué es',
  'Choose your discipline': 'Elige tu disciplina',
  'Enter the name people know it by': 'Escribe el nombre por el que se la conoce',
  'Enter the city': 'Escribe la ciudad',
  'This field is not asked of this type': 'Este campo no se pide para este tipo',
  'This time zone is not known': 'Esta zona horaria no se conoce',
  // Requirement sets.
  "Only administrators and the employer's own people can change its requirements":
    'Solo los administradores y el personal del propio empleador pueden cambiar sus requisitos',
  'The requirement set id is not valid': 'El id del conjunto de requisitos no es válido',
  'Requirement set not found': 'Conjunto de requisitos no encontrado',
  'Someone else changed this requirement set; reload it to see their changes, then make yours':
    'Otra persona cambió este conjunto de requisitos; vuelve a cargarlo para ver sus cambios y luego haz los tuyos',
  'Say which revision of the set this change is based on':
    'Indica en qué revisión del conjunto se basa este cambio',
  'Not a whole number': 'No es un número entero',
  'Not one of this employer’s facilities': 'No es uno de los centros de este empleador',
  'This set already asks for this credential': 'Este conjunto ya pide esta credencial',
  'A credential cannot stand in for itself': 'Una credencial no puede sustituirse a sí misma',
  'The same credential is named twice': 'La misma credencial aparece dos veces',
  'The platform asks for this credential itself, so no other can take its place':
    'La plataforma pide esta credencial por sí misma, así que ninguna otra puede ocupar su lugar',
  'Only staff may change the organization’s files':
    'Solo el personal puede cambiar los archivos de la organización',
  'Folder not found': 'Carpeta no encontrada',
  'Your role cannot see the plans': 'Tu rol no puede ver los planes',
  'Only administrators can change the plan': 'Solo los administradores pueden cambiar el plan',
  'A professional’s documents are added from their wallet':
    'Los documentos de un profesional se añaden desde su cartera',
  'You do not have access to this folder': 'No tienes acceso a esta carpeta',
  'The file id is not valid': 'El identificador del archivo no es válido',
  'File not found': 'Archivo no encontrado',
  'A wallet document is changed from its credential':
    'Un documento de la cartera se cambia desde su credencial',
  'A folder with this name is already there': 'Ya hay una carpeta con este nombre',
  'The request needs the folder to upload into': 'La solicitud necesita la carpeta de destino',
  'A folder is required': 'Se necesita una carpeta',
  'A file with this name is already in the folder':
    'Ya hay un archivo con este nombre en la carpeta',
  'The folder id is not valid': 'El identificador de la carpeta no es válido',
  'The platform keeps this folder': 'La plataforma conserva esta carpeta',
  'The folder is not empty: move or delete what is in it first':
    'La carpeta no está vacía: mueve o elimina primero lo que contiene',
};

/** Messages with a figure or a name in them: the English pattern and its Spanish. */
export const SPANISH_PATTERNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^The file is larger than (.+)$/, 'El archivo pesa más de $1'],
  [
    /^Your plan includes (\d+) verifications a month, and this month's are used\. An administrator can change the plan on the Pricing page\.$/,
    'Tu plan incluye $1 verificaciones al mes y ya se usaron las de este mes. Un administrador puede cambiar el plan en la página de Precios.',
  ],
  [
    /^There is no room for this file; (.+) of (.+) are free$/,
    'No hay espacio para este archivo; quedan libres $1 de $2',
  ],
  [
    /^A credential carries at most (\d+) documents$/,
    'Una credencial lleva como máximo $1 documentos',
  ],
  [/^Invalid query parameter ([^:]*): (.*)$/s, 'Parámetro de consulta no válido $1: $2'],
  [
    /^Not cleared yet: blocking requirements not met: (\d+)$/,
    'Aún sin habilitar: requisitos obligatorios sin cumplir: $1',
  ],
  [
    /^Not cleared for the start day: done too long before it: (\d+)$/,
    'Sin habilitar para el día de inicio: hechos demasiado antes: $1',
  ],
  [
    /^An employer has at most (\d+) requirement sets$/,
    'Un empleador tiene como máximo $1 conjuntos de requisitos',
  ],
];
