/** The Spanish of the serviceRequests area's server messages (server/http/text.ts), keyed by their English source. */
export const spanish: Record<string, string> = {
  'Work order {0} belongs to a completed or cancelled request: its date is no longer adjusted.':
    'La orden de trabajo {0} pertenece a una solicitud completada o cancelada: su fecha ya no se ajusta.',
  'must not be before the request was made ({0})': 'no debe ser anterior a la creación de la solicitud ({0})',
};
