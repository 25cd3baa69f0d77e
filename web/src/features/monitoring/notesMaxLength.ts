/**
 * The longest notes the API keeps (`NOTES_MAX_LENGTH` next to its PATCH schema). The web keeps its
 * own copy rather than reading the schema at run time; notesMaxLength.test.ts checks it against
 * what the GraphQL schema states, which the gateway's tests check against the API's OpenAPI document.
 */
export const NOTES_MAX_LENGTH = 2000;
