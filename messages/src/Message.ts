import type { MessageParams } from './Catalog.ts';

/** A message still to be worded: chosen where something happens, worded once the language is known. */
export interface Message<Id extends string = string> {
  id: Id;
  params?: MessageParams;
}
