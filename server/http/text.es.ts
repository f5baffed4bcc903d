/**
 * The Spanish of the server's messages (text.ts) and of the contract's refusals
 * (contract/refusal.ts), keyed by their English source. Nouns such as
 * 'Business {0}' carry their article, so '{0} was not found.' reads 'No se
 * encontró el negocio 7.'. server/http/text.test.ts keeps it complete.
 *
 * Here: the contract's refusals and the messages of the server's core or of
 * several areas. A message only one area writes is in that area's folder
 * (server/modules/<area>/text.es.ts, its manifest's `spanish`), added to this
 * table when the areas are loaded (server/areaRegistry.ts: the app, the
 * migrations and the seed load them), so that no area edits this file.
 */
export const es: Record<string, string> = {
  // Composition
  '{0}: {1}': '{0}: {1}',
  '{0} was not found.': 'No se encontró {0}.',
  '{0} was changed by someone else since you opened it. Reload it and apply your change again.':
    'Otra persona cambió {0} desde que lo abrió. Recargue y aplique su cambio de nuevo.',
  '{0} already exists.': 'Ya existe {0}.',
  '{0} is not {1}': '{0} no es {1}',
  '{0} (row {1})': '{0} (fila {1})',

  // Access and sign-in
  'Invalid username or password.': 'Usuario o contraseña no válidos.',
  'Too many login attempts. Try again in {0} second.': 'Demasiados intentos de inicio de sesión. Vuelva a intentarlo en {0} segundo.',
  'Too many login attempts. Try again in {0} seconds.': 'Demasiados intentos de inicio de sesión. Vuelva a intentarlo en {0} segundos.',
  'Too many requests. Try again in {0} second.': 'Demasiadas solicitudes. Vuelva a intentarlo en {0} segundo.',
  'Too many requests. Try again in {0} seconds.': 'Demasiadas solicitudes. Vuelva a intentarlo en {0} segundos.',
  'The refresh token is invalid or expired.': 'El token de renovación no es válido o ha caducado.',
  'The access token is invalid or expired.': 'El token de acceso no es válido o ha caducado.',
  'The download token is invalid, expired or already used.': 'El token de descarga no es válido, ha caducado o ya se usó.',
  'Authentication required.': 'Se requiere autenticación.',
  'You do not have access to this resource.': 'No tiene acceso a este recurso.',

  // Passwords and logins
  'Password must be provided.': 'Debe indicar una contraseña.',
  'must be at least {0} characters long': 'debe tener al menos {0} caracteres',
  'must be at most {0} characters long (it is never truncated)': 'debe tener como máximo {0} caracteres (nunca se trunca)',
  'is one of the most common passwords: choose a less predictable one': 'es una de las contraseñas más comunes: elija una menos predecible',
  'must not contain the username or the email address': 'no debe contener el nombre de usuario ni el correo electrónico',
  'is required for a user with a login': 'es obligatorio para un usuario con acceso',
  'is required for a new login': 'es obligatoria para un acceso nuevo',

  // Users
  'User {0}': 'el usuario {0}',
  'User {0} {1}': 'el usuario {0} {1}',
  'The email {0} is already used by another user.': 'Otro usuario ya usa el correo {0}.',
  'The username {0} is already taken.': 'El nombre de usuario {0} ya está en uso.',

  // Businesses
  'Business {0}': 'el negocio {0}',
  'must not list the same id twice': 'no debe incluir el mismo id dos veces',

  // Notes and files
  'File {0}': 'el archivo {0}',
  'is not valid base64': 'no es base64 válido',
  'the file is {0} bytes: at most 10 MB ({1} bytes) is accepted': 'el archivo tiene {0} bytes: se aceptan como máximo 10 MB ({1} bytes)',
  'contentBase64: {0}': 'contentBase64: {0}',
  'the file is {0}: only {1} files are accepted': 'el archivo es {0}: solo se aceptan archivos {1}',

  // Lookups and catalogues
  'Lookup item {0} of {1}': 'el elemento {0} de {1}',
  '{0} already has an item "{1}".': '{0} ya tiene un elemento «{1}».',
  '{0} is not an item of {1}': '{0} no es un elemento de {1}',
  'Make {0}': 'la marca {0}',
  'Activation card {0}': 'la tarjeta de activación {0}',
  'a device': 'un dispositivo',
  'a service element group': 'un grupo de elementos de servicio',

  // Devices (issue 12)
  'must be a device model id': 'debe ser un id de modelo de dispositivo',
  'must be an activation card id': 'debe ser un id de tarjeta de activación',
  'must be on or after the shipped date': 'debe ser igual o posterior a la fecha de envío',
  // Device tools and device files (issue 12)
  'must be a tool make id': 'debe ser un id de marca de herramienta',
  'must be a device file id': 'debe ser un id de archivo de dispositivo',
  'must be a release track id': 'debe ser un id de canal de versiones',
  'must be a file name of letters, digits, dots, dashes and underscores': 'debe ser un nombre de archivo de letras, dígitos, puntos, guiones y guiones bajos',
  'must be a version such as 4.18.2 or 4.19.0-rc.1': 'debe ser una versión como 4.18.2 o 4.19.0-rc.1',
  'must name at least one device model': 'debe indicar al menos un modelo de dispositivo',
  'must name at most {0} device models': 'debe indicar como máximo {0} modelos de dispositivo',
  'must not name a device model twice': 'no debe indicar un modelo de dispositivo dos veces',

  // Saves
  'is required to update an existing record': 'es obligatoria para actualizar un registro existente',
  'The row refers to a record that no longer exists.': 'La fila hace referencia a un registro que ya no existe.',

  // Requests
  'is not a known field': 'no es un campo conocido',
  'The request is malformed.': 'La solicitud está mal formada.',
  'There is nothing at this address.': 'No hay nada en esta dirección.',
  'The request is too large.': 'La solicitud es demasiado grande.',
  "The request's content type is not supported.": 'El tipo de contenido de la solicitud no se admite.',
  'The request was refused.': 'La solicitud fue rechazada.',
  'Internal server error.': 'Error interno del servidor.',
  'The service is unavailable for a moment: its database cannot be reached. Try again in a few seconds.':
    'El servicio no está disponible por un momento: no se puede acceder a su base de datos. Vuelva a intentarlo en unos segundos.',
  'The database took too long to answer this request, so it was stopped. Try again later, or ask for less (a shorter date range, fewer rows).':
    'La base de datos tardó demasiado en responder a esta solicitud, así que se detuvo. Vuelva a intentarlo más tarde o pida menos (un intervalo de fechas más corto, menos filas).',
  'No route {0} {1}.': 'No existe la ruta {0} {1}.',
  'The console is not built: run npm run build.': 'La consola no está compilada: ejecute npm run build.',

  // The contract's refusals
  'username is required': 'el nombre de usuario es obligatorio',
  'password is required': 'la contraseña es obligatoria',
  'refresh_token is required': 'refresh_token es obligatorio',
  'must be an id': 'debe ser un id',
  'key must be a business id': 'key debe ser un id de negocio',
  'must be a date (YYYY-MM-DD)': 'debe ser una fecha (AAAA-MM-DD)',
  'must be in the years {0} to {1}': 'debe estar entre los años {0} y {1}',
  'must not contain a NUL character or a lone surrogate (malformed Unicode)': 'no debe contener un carácter NUL ni un sustituto suelto (Unicode mal formado)',
  'must not be empty': 'no debe estar vacío',
  'must be at most {0} characters': 'debe tener como máximo {0} caracteres',
  'must be at most 64 characters': 'debe tener como máximo 64 caracteres',
  'must be at most 100 characters': 'debe tener como máximo 100 caracteres',
  'must be at most 128 characters': 'debe tener como máximo 128 caracteres',
  'must be at most 200 characters': 'debe tener como máximo 200 caracteres',
  'must be at most 254 characters': 'debe tener como máximo 254 caracteres',
  'must be at most 500 characters': 'debe tener como máximo 500 caracteres',
  'must be at most {0} words': 'debe tener como máximo {0} palabras',
  'must be at least 4 characters': 'debe tener al menos 4 caracteres',
  'must be a status id': 'debe ser un id de estado',
  'must be an email address': 'debe ser una dirección de correo electrónico',
  'must not be before startDate': 'no debe ser anterior a la fecha de inicio',
  'must be a promotion type': 'debe ser un tipo de promoción',
  'must be a product id': 'debe ser un id de producto',
  'must be 1 (percent) or 2 (amount)': 'debe ser 1 (porcentaje) o 2 (importe)',
  'must be a product add id': 'debe ser un id de complemento',
  'the file is larger than 10 MB': 'el archivo supera los 10 MB',
  'id must be a country id': 'id debe ser un id de país',
  'must be 1 to {0} letters or digits': 'debe tener de 1 a {0} letras o dígitos',
  'countryId must be a country id': 'countryId debe ser un id de país',
  'must be a business id': 'debe ser un id de negocio',
  'must be a dotted key such as billing.taxrates': 'debe ser una clave con puntos, como billing.taxrates',
  'at least one row is required': 'se requiere al menos una fila',
  'must be the first segment of a lookup key, such as business': 'debe ser el primer segmento de una clave de catálogo, como business',
  'at least one key is required': 'se requiere al menos una clave',
  'at most 100 keys at once': 'como máximo 100 claves a la vez',
  'must be {0} id': 'debe ser el id de {0}',
  'must be the opposite of isActive': 'debe ser lo contrario de «Activo»',
  'must hold only letters, digits and dashes': 'solo puede contener letras, dígitos y guiones',
  'must be one of {0}': 'debe ser uno de {0}',
  'is set only on a card assigned to a device': 'solo se indica en una tarjeta asignada a un dispositivo',
  'must be 0 or more': 'debe ser 0 o más',
  'must be at most 100000': 'debe ser como máximo 100000',
  'must be at most 999': 'debe ser como máximo 999',
  'must be at most {0}': 'debe ser como máximo {0}',
  'must be from {0}': 'debe ser desde {0}',
  'must be a make id': 'debe ser un id de marca',
  'must be en or es': 'debe ser en o es',
  'must be a recommendation id': 'debe ser un id de recomendación',
  'Service Details': 'Detalles del servicio',
  'Recommendations': 'Recomendaciones',
  'Scan Readings': 'Lecturas del escaneo',
  'Snapshot Data': 'Datos de instantánea',
  'is required when isSWS is set, and must be empty otherwise': 'es obligatorio cuando es SWS, y debe estar vacío en otro caso',
  'must be 0, 1, 2 or 3': 'debe ser 0, 1, 2 o 3',
  'must be a record id': 'debe ser un id de registro',
  'must be a history entry id': 'debe ser un id de entrada del historial',
  'must be a field name': 'debe ser un nombre de campo',
  'must be an import id': 'debe ser un id de importación',
  'must name at most 20 keys': 'debe nombrar como máximo 20 claves',
  'must match at least one column': 'debe asignar al menos una columna',
  'must name at least one field': 'debe nombrar al menos un campo',
  'must be a name of letters and digits': 'debe ser un nombre de letras y dígitos',
  'must be a 4-digit year': 'debe ser un año de 4 dígitos',
  'must be a country id': 'debe ser un id de país',
  'must be a sales rep id': 'debe ser un id de representante de ventas',
  'must be a user id': 'debe ser un id de usuario',
  'must be a role id': 'debe ser un id de rol',
  'must hold exactly one role': 'debe tener exactamente un rol',
  'may hold only letters, digits and . _ @ + -': 'solo puede contener letras, dígitos y . _ @ + -',
  'must be a role id, or 0 for all': 'debe ser un id de rol, o 0 para todos',
  'must be a user id, or 0 for a new user': 'debe ser un id de usuario, o 0 para un usuario nuevo',
  'has a malformed placeholder "{0}" (write placeholders as {{group.name}})': 'tiene un marcador mal formado «{0}» (escriba los marcadores como {{grupo.nombre}})',
  'has an unknown placeholder {0} for the area {1}': 'tiene un marcador desconocido {0} para el área {1}',
  // The lookup types' rules (contract/lookupTypes.ts)
  'is required': 'es obligatorio',
  'must be at least {0}': 'debe ser como mínimo {0}',
  '"{0}" is not a declared lookup type': '«{0}» no es un tipo de catálogo declarado',

  // The files browser (server/modules/files, contract/filePath.ts)
  'must not contain control characters such as a NUL byte ({0} found)': 'no debe contener caracteres de control como un byte NUL (se encontró {0})',
  'must not contain {0}: invisible, replacement and direction-changing characters can disguise a name':
    'no debe contener {0}: los caracteres invisibles, de sustitución y de cambio de dirección pueden disfrazar un nombre',
  'must be in Unicode NFC form: an accented letter as one character, not a letter and a combining accent':
    'debe estar en la forma Unicode NFC: una letra acentuada como un solo carácter, no una letra y un acento combinado',
  'must not contain {0}, which stands for "{1}": type the plain character': 'no debe contener {0}, que equivale a «{1}»: escriba el carácter normal',
  'must not be percent-encoded (%2e, %2f, %25…): send the path decoded': 'no debe estar codificada con porcentajes (%2e, %2f, %25…): envíe la ruta decodificada',
  'must not contain a backslash: folders are separated by /': 'no debe contener una barra invertida: las carpetas se separan con /',
  'must be relative to the store: no leading /, ~ or drive letter': 'debe ser relativa al almacén: sin / ni ~ al principio ni letra de unidad',
  'must be a name without /': 'debe ser un nombre sin /',
  'must be at most {0} folders deep': 'debe tener como máximo {0} niveles de carpetas',
  'must not contain an empty name (// or a / at either end)': 'no debe contener un nombre vacío (// o una / al principio o al final)',
  'must not contain a name made of dots only, such as . or .. (a path cannot leave its folder)':
    'no debe contener un nombre hecho solo de puntos, como . o .. (una ruta no puede salir de su carpeta)',
  'must not contain < > : " | ? or *': 'no debe contener < > : " | ? ni *',
  'must not begin or end a name with a space': 'ningún nombre debe empezar ni terminar con un espacio',
  'must not contain a name longer than {0} characters': 'no debe contener un nombre de más de {0} caracteres',
  'Service request {0}': 'la solicitud de servicio {0}',
  'Work order {0}': 'la orden de trabajo {0}',
  'must not be in the future': 'no debe estar en el futuro',
  'must be a service request id': 'debe ser un id de solicitud de servicio',
  'must be a technician id': 'debe ser un id de técnico',
  'must be a work order id': 'debe ser un id de orden de trabajo',
  'must be a date and time (ISO 8601)': 'debe ser una fecha y hora (ISO 8601)',
  'must be the work order version': 'debe ser la versión de la orden de trabajo',
  'must not be before createdFrom': 'no debe ser anterior a createdFrom',

  // Chat (server/modules/chat, contract/chat.ts)
  'must be a page token from a previous answer': 'debe ser un token de página de una respuesta anterior',
  'must be between 1 and 100': 'debe estar entre 1 y 100',
  'must be between 1 and 200': 'debe estar entre 1 y 200',
  'must be a chat channel URL (sr_<service request id>)': 'debe ser la URL de un canal de chat (sr_<id de la solicitud de servicio>)',
  'must be at most 4000 characters': 'debe tener como máximo 4000 caracteres',
  'must be a chat user id': 'debe ser un id de usuario de chat',
  'must not be given with before': 'no debe indicarse junto con before',
  'must name at least one user': 'debe indicar al menos un usuario',
  'must be a UUID': 'debe ser un UUID',
  'must be a saved message id': 'debe ser un id de mensaje guardado',

  // Opening hours (server/modules/openingHours, contract/openingHours.ts)
  'Both opening and closing times must be set or left empty.': 'Las horas de apertura y de cierre deben indicarse ambas o dejarse ambas vacías.',
  'Opening time must be earlier than closing time.': 'La hora de apertura debe ser anterior a la hora de cierre.',
  'The selected date has already been scheduled.': 'La fecha seleccionada ya está programada.',
  'must be a time as HH:MM': 'debe ser una hora con el formato HH:MM',
  'must be a tenant id': 'debe ser un id de inquilino',
  'must be a standard day id': 'debe ser un id de día estándar',
  'must be a holiday id': 'debe ser un id de festivo',

  // RAG ratings (server/modules/rag, contract/rag.ts)
  'must be a service element group id': 'debe ser un id de grupo de elementos de servicio',
  'must be a RAG rating id': 'debe ser un id de valoración RAG',
  'must be a model year': 'debe ser un año de modelo',
  'must be a vehicle id': 'debe ser un id de vehículo',
  'must name at least one vehicle': 'debe indicar al menos un vehículo',
  'must name at most {0} vehicles': 'debe indicar como máximo {0} vehículos',
  'must be an audit type id': 'debe ser un id de tipo de auditoría',

  // Translations (server/modules/translations, contract/translations.ts)
  'must hold at most 20 languages': 'debe contener como máximo 20 idiomas',
  'must be a language code such as es or fr': 'debe ser un código de idioma como es o fr',
  'must be a report section id': 'debe ser un id de sección de informe',
  'must be a service element id': 'debe ser un id de elemento de servicio',
  'must be an app label id': 'debe ser un id de etiqueta de aplicación',
  'must hold at most {0} rows': 'debe contener como máximo {0} filas',

  // Maintenance (server/modules/maintenance, contract/maintenance.ts)
  'must not be negative': 'no debe ser negativo',
  'must have at most 2 decimals': 'debe tener como máximo 2 decimales',
  'is required when the scan report has a completed date': 'es obligatoria cuando el informe de escaneo tiene fecha de finalización',
  'must not be before the scan report started': 'no debe ser anterior al inicio del informe de escaneo',

  // Scan-pro (server/modules/scanpro, contract/scanpro.ts)
  'must name at least one service element': 'debe indicar al menos un elemento de servicio',
  'must name at most {0} service elements': 'debe indicar como máximo {0} elementos de servicio',

  // Dashboards
  'must have at most {0} conditions': 'debe tener como máximo {0} condiciones',
  'is required to change a saved template': 'es obligatoria para cambiar una plantilla guardada',
  'must name at least one column': 'debe indicar al menos una columna',
  'must be a template id': 'debe ser un id de plantilla',
  'must be a column of {0}: {1}': 'debe ser una columna de {0}: {1}',
  'must be one of {0} for a {1} column': 'debe ser uno de {0} para una columna de tipo {1}',
  'must be blank (0) for the first condition': 'debe estar en blanco (0) en la primera condición',
  'must be and (1) or or (2)': 'debe ser y (1) u o (2)',
  'must be a number': 'debe ser un número',
  'must be a choice id': 'debe ser el id de una opción',
  'must be a column of the dashboard': 'debe ser una columna del panel',
  'must be a chart of the dashboard': 'debe ser un gráfico del panel',
  'must be the token of a shared link': 'debe ser el token de un enlace compartido',
  'cannot be asked with id': 'no se puede pedir junto con id',
};

/** Adds an area's Spanish to the table; a source already there is refused: each message has one Spanish, in one place. */
export function addSpanish(area: string, spanish: Record<string, string>): void {
  for (const [source, text] of Object.entries(spanish)) {
    if (source in es) throw new Error(`The Spanish of "${source}" is declared twice (area ${area})`);
    es[source] = text;
  }
}
