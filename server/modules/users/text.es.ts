/** The Spanish of the users area's server messages (server/http/text.ts), keyed by their English source. */
export const spanish: Record<string, string> = {
  'Only a SuperAdmin may reset the password of a SuperAdmin.': 'Solo un SuperAdmin puede restablecer la contraseña de un SuperAdmin.',
  'Only a SuperAdmin may grant the SuperAdmin role.': 'Solo un SuperAdmin puede otorgar el rol SuperAdmin.',
  'Only a SuperAdmin may edit a SuperAdmin.': 'Solo un SuperAdmin puede editar a un SuperAdmin.',
  'user {0} has no login: give them one (with a username and a password) in the user list':
    'el usuario {0} no tiene acceso: asígnele uno (con usuario y contraseña) en la lista de usuarios',
  'The email {0} or the username {1} is already used by another user.': 'Otro usuario ya usa el correo {0} o el nombre de usuario {1}.',
  '{0} is not a platform role': '{0} no es un rol de la plataforma',
  '{0} is not a business': '{0} no es un negocio',
};
