/** The Spanish of the devices area's server messages (server/http/text.ts), keyed by their English source. */
export const spanish: Record<string, string> = {
  'Device {0}': 'el dispositivo {0}',
  'The device with serial number {0}': 'el dispositivo con número de serie {0}',
  'a device model': 'un modelo de dispositivo',
  'Another device already has the serial number {0}.': 'Otro dispositivo ya tiene el número de serie {0}.',
  'Shipment {0}': 'el envío {0}',
  'Device {0} is already activated with card {1}.': 'El dispositivo {0} ya está activado con la tarjeta {1}.',
  'Device {0} is already activated with another card.': 'El dispositivo {0} ya está activado con otra tarjeta.',
  'Activation card {0} is inactive.': 'La tarjeta de activación {0} está inactiva.',
  'Activation card {0} is already bound to another device.': 'La tarjeta de activación {0} ya está vinculada a otro dispositivo.',
  'Tool make {0}': 'la marca de herramienta {0}',
  "A tool make named '{0}' already exists.": 'Ya existe una marca de herramienta llamada «{0}».',
  "Tool make '{0}' is used by 1 tool, {1}: it cannot be deleted while a tool uses it.":
    'La marca de herramienta «{0}» la usa 1 herramienta, {1}: no se puede eliminar mientras una herramienta la use.',
  "Tool make '{0}' is used by {1} tools, such as {2}: it cannot be deleted while a tool uses it.":
    'La marca de herramienta «{0}» la usan {1} herramientas, como {2}: no se puede eliminar mientras una herramienta la use.',
  'Device file {0}': 'el archivo de dispositivo {0}',
  '{0} is not a device model': '{0} no es un modelo de dispositivo',
  'Another device file is already named {0} at version {1}.': 'Ya hay otro archivo de dispositivo llamado {0} en la versión {1}.',
};
