/** The parent of the `Release` type (codegen `mappers`): the REST DTO as it comes. */
export type ReleaseDto = import('./rest/openapi.d.ts').components['schemas']['Release'];
