/** The Spanish of the scanpro area's server messages (server/http/text.ts), keyed by their English source. */
export const spanish: Record<string, string> = {
  'Scan-pro result {0}': 'el resultado de scan-pro {0}',
  'The scan-pro configuration of business {0}': 'la configuración de scan-pro del negocio {0}',
  'is already a criterion of this configuration': 'ya es un criterio de esta configuración',
  'is named twice': 'se indica dos veces',
  'must be a service element': 'debe ser un elemento de servicio',
  'does not decode: {0}': 'no se puede decodificar: {0}',
  "must be one of the VIN's submodels: {0}": 'debe ser uno de los submodelos del VIN: {0}',
  'must name items of the checklist ({0} is not one)': 'debe indicar elementos de la lista de control ({0} no lo es)',
  'must include every required item ("{0}" is not ticked)': 'debe incluir todos los elementos obligatorios («{0}» no está marcado)',
  'A VIN has 17 characters.': 'Un VIN tiene 17 caracteres.',
  'A VIN has only letters and digits, never I, O or Q.': 'Un VIN solo tiene letras y dígitos, nunca I, O ni Q.',
  'The check digit (position 9) does not match the VIN.': 'El dígito de control (posición 9) no corresponde al VIN.',
  'The model year (position 10) cannot be read.': 'No se puede leer el año de modelo (posición 10).',
  'NHTSA’s vPIC data does not know the manufacturer (WMI).': 'Los datos vPIC de la NHTSA no conocen al fabricante (WMI).',
  'NHTSA’s vPIC data does not know the model of this VIN.': 'Los datos vPIC de la NHTSA no conocen el modelo de este VIN.',
};
