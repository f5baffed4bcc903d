/**
 * What the login page says, apart from the console's messages: the light login
 * page (src/shell) loads these alone, and the console's messages (en.ts,
 * es.ts) include them as `app.name` and `app.login`.
 */
export const loginEn = {
  name: 'Back office',
  login: {
    title: 'Sign in',
    subtitle: 'Staff console for shops, partners, devices and service requests.',
    username: 'Username',
    password: 'Password',
    show_password: 'Show password',
    hide_password: 'Hide password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    invalid: 'Invalid username or password.',
    too_many: 'Too many attempts. Wait a minute and try again.',
    too_many_wait_one: 'Too many attempts. Try again in 1 second.',
    too_many_wait: 'Too many attempts. Try again in {seconds} seconds.',
    unavailable: 'The server cannot be reached. Try again in a moment.',
    required: 'Enter your username and password.',
    language: 'Language',
  },
};

export const loginEs: typeof loginEn = {
  name: 'Consola de gestión',
  login: {
    title: 'Iniciar sesión',
    subtitle: 'Consola del personal para talleres, socios, dispositivos y solicitudes de servicio.',
    username: 'Usuario',
    password: 'Contraseña',
    show_password: 'Mostrar contraseña',
    hide_password: 'Ocultar contraseña',
    submit: 'Iniciar sesión',
    submitting: 'Iniciando sesión…',
    invalid: 'Usuario o contraseña no válidos.',
    too_many: 'Demasiados intentos. Espere un minuto y vuelva a intentarlo.',
    too_many_wait_one: 'Demasiados intentos. Vuelva a intentarlo en 1 segundo.',
    too_many_wait: 'Demasiados intentos. Vuelva a intentarlo en {seconds} segundos.',
    unavailable: 'No se puede conectar con el servidor. Inténtelo de nuevo en un momento.',
    required: 'Introduzca su usuario y su contraseña.',
    language: 'Idioma',
  },
};
