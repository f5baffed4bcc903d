/** The command palette and the keyboard map (issue 35; Spanish: ./search.es.ts): the search area's messages (resources/areas/search.ts), loaded when either is first shown. */
export const en = {
  resources: {
    palette: {
      title: 'Search screens, records and actions',
      placeholder: 'A screen, shop, user, serial number…',
      results_label: 'Results',
      results: '%{smart_count} result |||| %{smart_count} results',
      none: 'Nothing found.',
      failed: 'The records could not be searched just now; screens and actions are still listed.',
      help: '↑ ↓ to move · Enter to open · Esc to close',
      recent: 'Recent',
      screens: 'Screens',
      actions: 'Actions',
      record_actions: 'Actions on this record',
      list_actions: 'Actions on this list',
      more: 'More matches',
      kinds: {
        business: 'Businesses',
        partner: 'Partners',
        user: 'Platform users',
        device: 'Devices',
        serviceRequest: 'Service requests',
        chatChannel: 'Chat channels',
      },
      keys: {
        title: 'Keyboard shortcuts',
        palette: 'Open the command palette',
        help: 'Show these shortcuts',
        search: "Search the list on view",
        go: 'Go to %{screen}',
        escape: 'Close the palette or dialog',
        typing: 'None of these fire while you type in a field, except Ctrl+K (⌘K).',
      },
    },
  },
};
