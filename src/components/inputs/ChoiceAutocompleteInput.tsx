/** react-admin's type-ahead picker, in a module of its own so a form loads it only when it shows a long list. */
export { AutocompleteInput as ChoiceAutocompleteInput, DateInput as ChoiceDateInput } from 'react-admin';
