/** The Spanish of the rag area's server messages (server/http/text.ts), keyed by their English source. */
export const spanish: Record<string, string> = {
  'Service element {0}': 'el elemento de servicio {0}',
  'Vehicle {0}': 'el vehículo {0}',
  'The rating of service element {0}': 'la valoración del elemento de servicio {0}',
  'A service element with this name already exists.': 'Ya existe un elemento de servicio con este nombre.',
  'must be a service element group': 'debe ser un grupo de elementos de servicio',
  'is not a make of the vehicle data': 'no es una marca de los datos de vehículos',
  'is not a model of this make in this year': 'no es un modelo de esta marca en este año',
  'must be a RAG rating': 'debe ser una valoración RAG',
  'must not be the source vehicle': 'no debe ser el vehículo de origen',
};
