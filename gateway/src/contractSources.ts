import type { PageRequest } from './pagination/pageRequest.ts';

/** The parents of the contract types (codegen `mappers`): the REST DTOs as they come. */
type Schemas = import('./rest/openapi.d.ts').components['schemas'];

export type ContractDto = Schemas['Contract'];
export type ContractDeviceDto = Schemas['ContractDevice'];
export type ContractLogEntryDto = Schemas['ContractLogEntry'];
export type ContractInvoiceLineDto = Schemas['ContractInvoiceLine'];
export type ContractInvoicePreviewDto = Schemas['ContractInvoicePreview'];

/** An invoice preview with the page of lines it was asked for, to draw the line connection from. */
export interface ContractInvoicePreviewSource {
  preview: ContractInvoicePreviewDto;
  request: PageRequest;
}
