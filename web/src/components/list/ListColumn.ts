import type { MessageDescriptor } from '@lingui/core';

/** A column of a list: what the column toggle, the headers and the export know about it. */
export type ListColumn<Id extends string = string> = {
  id: Id;
  /** The header, translated where it is shown. */
  label: MessageDescriptor;
  /** A shorter header for a narrow column; `label` still names it in the toggle, the export and a tooltip. */
  shortLabel?: MessageDescriptor;
  /** False for the column that names the row: it cannot be hidden. */
  hideable?: boolean;
  hiddenByDefault?: boolean;
  /** The server's sort key when the column can be sorted by. */
  sortKey?: string;
};
