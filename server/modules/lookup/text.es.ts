/** The Spanish of the lookup area's server messages (server/http/text.ts), keyed by their English source. */
export const spanish: Record<string, string> = {
  '{0} items are sales reps: save them with lookup/UpsertSalesRep': 'los elementos de {0} son representantes de ventas: guárdelos con lookup/UpsertSalesRep',
  'an item cannot be its own parent': 'un elemento no puede ser su propio padre',
  'there is no lookup item {0}': 'no existe el elemento de catálogo {0}',
  "the parent cannot be one of the item's own descendants": 'el padre no puede ser un descendiente del propio elemento',
  'A make named "{0}" already exists.': 'Ya existe una marca llamada «{0}».',
};
