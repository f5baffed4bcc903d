/** La paleta de comandos y el mapa de teclado (issue 35). */
export const es = {
  resources: {
    palette: {
      title: 'Buscar pantallas, registros y acciones',
      placeholder: 'Pantalla, negocio, usuario, n.º de serie…',
      results_label: 'Resultados',
      results: '%{smart_count} resultado |||| %{smart_count} resultados',
      none: 'No se encontró nada.',
      failed: 'No se pudieron buscar los registros en este momento; las pantallas y acciones siguen en la lista.',
      help: '↑ ↓ para moverse · Intro para abrir · Esc para cerrar',
      recent: 'Recientes',
      screens: 'Pantallas',
      actions: 'Acciones',
      record_actions: 'Acciones sobre este registro',
      list_actions: 'Acciones sobre esta lista',
      more: 'Más coincidencias',
      kinds: {
        business: 'Negocios',
        partner: 'Socios',
        user: 'Usuarios de la plataforma',
        device: 'Dispositivos',
        serviceRequest: 'Solicitudes de servicio',
        chatChannel: 'Canales de chat',
      },
      keys: {
        title: 'Atajos de teclado',
        palette: 'Abrir la paleta de comandos',
        help: 'Mostrar estos atajos',
        search: 'Buscar en la lista a la vista',
        go: 'Ir a %{screen}',
        escape: 'Cerrar la paleta o el diálogo',
        typing: 'Ninguno actúa mientras escribe en un campo, salvo Ctrl+K (⌘K).',
      },
    },
  },
};
