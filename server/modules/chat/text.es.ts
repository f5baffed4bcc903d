/** The Spanish of the chat area's server messages (server/http/text.ts), keyed by their English source. */
export const spanish: Record<string, string> = {
  'Chat channel {0}': 'el canal de chat {0}',
  'Chat user {0}': 'el usuario de chat {0}',
  'Chat user {0} in chat channel {1}': 'el usuario de chat {0} en el canal de chat {1}',
  'Chat channel {0} has {1} messages not saved onto its service request: save its history first, or remove it with discardHistory.':
    'El canal de chat {0} tiene {1} mensajes sin guardar en su solicitud de servicio: guarde primero su historial, o elimínelo con discardHistory.',
  'Saved chat message {0}': 'el mensaje de chat guardado {0}',
  'Saved chat message {0} already has a translation into {1}: reload it and edit that one.':
    'El mensaje de chat guardado {0} ya tiene una traducción a {1}: recárguelo y edite esa.',
  'The translation of saved chat message {0} into {1}': 'la traducción a {1} del mensaje de chat guardado {0}',
};
