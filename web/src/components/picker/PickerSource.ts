/** Something a picker offers: its id (what the value holds), what it is called, and a muted detail. */
export type PickerItem = { value: string; label: string; hint?: string };

/** One page of a server search. */
export type PickerPage = {
  items: PickerItem[];
  /** Where the next page starts (`after`), null on the last page. */
  endCursor: string | null;
  hasNextPage: boolean;
  /** How many items match in all. */
  totalCount: number;
};

/**
 * Where a searching picker gets its items: each kind of thing (devices, owners, models, users)
 * brings its own queries; the picker does the rest (debounce, pages, states, chips).
 */
export type PickerSource = {
  /** A page of the items matching `text` ('' for all), after `after`. */
  search: (text: string, after: string | null) => Promise<PickerPage>;
  /** The items with these ids, in the same order; null for an id that names nothing the viewer can see. */
  resolve: (ids: readonly string[]) => Promise<(PickerItem | null)[]>;
};
