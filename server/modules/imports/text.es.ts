/** The Spanish of the imports area's server messages (server/http/text.ts), keyed by their English source. */
export const spanish: Record<string, string> = {
  'could not be read whole: the texts of its cells were not found in the workbook. Upload it again, or save it as CSV and upload that':
    'no se pudo leer entero: los textos de sus celdas no están en el libro. Súbalo de nuevo, o guárdelo como CSV y suba ese',
  // The file and its kind (parse.ts)
  'is empty': 'está vacío',
  'has no extension: its name must end in .csv, .tsv, .txt or .xlsx': 'no tiene extensión: su nombre debe terminar en .csv, .tsv, .txt o .xlsx',
  'has an extension this import does not read: {0} (CSV or XLSX)': 'tiene una extensión que esta importación no lee: {0} (CSV o XLSX)',
  'is not a CSV file: its content is a ZIP archive (an Excel workbook is one: its name must end in .xlsx)':
    'no es un archivo CSV: su contenido es un archivo ZIP (un libro de Excel lo es: su nombre debe terminar en .xlsx)',
  'is not a CSV file: its content is a PDF document': 'no es un archivo CSV: su contenido es un documento PDF',
  'is not a CSV file: its content is an image ({0})': 'no es un archivo CSV: su contenido es una imagen ({0})',
  'is not a CSV file this import reads: its text is UTF-16; save it as CSV UTF-8':
    'no es un archivo CSV que esta importación lea: su texto está en UTF-16; guárdelo como CSV UTF-8',
  'is not a CSV file: its content is binary data, not text': 'no es un archivo CSV: su contenido son datos binarios, no texto',
  'is an older Excel (.xls) or password-protected workbook: save it as .xlsx without a password, or as CSV':
    'es un libro de Excel antiguo (.xls) o protegido con contraseña: guárdelo como .xlsx sin contraseña, o como CSV',
  'is not an Excel (.xlsx) file': 'no es un archivo de Excel (.xlsx)',
  "is not an Excel (.xlsx) file: its content is text (a CSV file's name ends in .csv)":
    'no es un archivo de Excel (.xlsx): su contenido es texto (el nombre de un archivo CSV termina en .csv)',
  'could not be read as an Excel (.xlsx) workbook: it may be damaged': 'no se pudo leer como libro de Excel (.xlsx): puede estar dañado',

  // Its sheets and rows (parse.ts)
  'is not a sheet of this file: {0}': 'no es una hoja de este archivo: {0}',
  'has more than {0} rows: import it in parts': 'tiene más de {0} filas: impórtelo por partes',
  'has broken quoting at line {0}: a quoted field is never closed': 'tiene comillas mal puestas en la línea {0}: un campo entre comillas nunca se cierra',
  'has broken quoting at line {0}: a field holds a quote but does not start with one (put the whole field in quotes and double the quotes inside)':
    'tiene comillas mal puestas en la línea {0}: un campo contiene comillas pero no empieza con ellas (ponga todo el campo entre comillas y duplique las comillas de dentro)',
  'has broken quoting at line {0}: text follows a closing quote': 'tiene comillas mal puestas en la línea {0}: hay texto después de unas comillas de cierre',
  '"{0}" is not a number': '«{0}» no es un número',
  '"{0}" is not a whole number': '«{0}» no es un número entero',
  '"{0}" is not Yes or No': '«{0}» no es Sí ni No',
  '"{0}" is not a date (YYYY-MM-DD or MM/DD/YYYY)': '«{0}» no es una fecha (AAAA-MM-DD o MM/DD/AAAA)',
  '"{0}" is not a date and time': '«{0}» no es una fecha con hora',
  '"{0}" is not one of its choices': '«{0}» no es una de sus opciones',
  '{0} repeats line {1} of the file': '{0} repite la línea {1} del archivo',
  'A record with this {0} already exists (insert only)': 'Ya existe un registro con este valor de {0} (solo agregar)',
  '{0} is needed to find the record to update': 'Se necesita {0} para encontrar el registro que se actualiza',
  'No record has this {0} (update only)': 'Ningún registro tiene este valor de {0} (solo actualizar)',
  'Line {0} was refused: {1} Nothing was imported.': 'Se rechazó la línea {0}: {1} No se importó nada.',
  'The import stopped: the server running it was restarted. Check the file again.': 'La importación se detuvo: se reinició el servidor que la ejecutaba. Vuelva a revisar el archivo.',
  'The import stopped on an error. Check the file again.': 'La importación se detuvo por un error. Vuelva a revisar el archivo.',
  'is not a list that imports': 'no es una lista que admita importación',
  'The file is larger than 20 MB.': 'El archivo pesa más de 20 MB.',
  'The import is already running.': 'La importación ya está en curso.',
  '{0} is not one of the fields given': '{0} no es uno de los campos indicados',
  '{0} is matched to two columns': '{0} está asignado a dos columnas',
  'The import must be checked before it is applied.': 'La importación debe revisarse antes de aplicarse.',
  Reason: 'Motivo',
  "{0} is not fixed by the list's owner": '{0} no lo fija el propietario de la lista',
  "{0} must be given: the list's owner fixes it": 'Debe indicarse {0}: lo fija el propietario de la lista',
  "{0} is fixed by the list's owner, not read from a column": '{0} lo fija el propietario de la lista; no se lee de una columna',
  'Import {0}': 'la importación {0}',
};
