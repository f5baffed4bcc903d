/** The Spanish of the views area's server messages, keyed by their English source. */
export const spanish: Record<string, string> = {
  'View {0}': 'la vista {0}',
  'Column choice {0}': 'la selección de columnas {0}',
  'A view named "{0}" already exists on this list.': 'Ya existe una vista llamada "{0}" en esta lista.',
  'A column choice of list {0} was saved at the same time: try again.': 'Se guardó a la vez otra selección de columnas de la lista {0}: vuelva a intentarlo.',
  'No view is shared by this link: its owner may have stopped sharing it.': 'Ninguna vista se comparte con este enlace: puede que su propietario haya dejado de compartirla.',
  'View {0} is another user\'s: save a copy of it to change it.': 'La vista {0} es de otro usuario: guarde una copia para cambiarla.',
};
