import type * as z from 'zod/mini';

/** A search parameter left out of a URL, with the value it had. */
export type DroppedParam = { name: string; value: string };

export type ParsedSearchParams<T> = {
  /** What the URL asks for, every value valid. */
  data: T;
  /** What was unknown or invalid, in URL order. */
  dropped: DroppedParam[];
  /** The URL's parameters without the dropped ones, in their order. */
  params: URLSearchParams;
};

type Entry = { name: string; value: string; dropped: boolean };

/** The schema of one field without its optional/default wrappers: lists are read as every value. */
function isList(schema: z.ZodMiniType): boolean {
  let inner: z.core.$ZodType = schema;
  for (;;) {
    const def = inner._zod.def;
    if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault' || def.type === 'nullable') {
      inner = (def as z.core.$ZodOptionalDef).innerType;
    } else if (def.type === 'pipe') {
      inner = (def as z.core.$ZodPipeDef).in;
    } else {
      return def.type === 'array';
    }
  }
}

/**
 * Reads a URL's search parameters with a zod object schema whose fields are all optional or
 * defaulted: a field whose schema is an array gets every value of the parameter, any other field
 * its first. Whatever cannot be read is dropped instead of failing: parameters the schema does not
 * name, repeated single values, and each value a zod issue points at (one bad item of a list drops
 * that item only). Fields are checked alone first, then together (refinements across fields, such
 * as a range's order, with a `path` naming what to drop), until what is left passes: a page always
 * gets a valid state and can say exactly what it left out. A refinement issue without a path drops
 * every parameter, so give refinements a path.
 */
export function parseSearchParams<S extends z.ZodMiniObject>(schema: S, params: URLSearchParams): ParsedSearchParams<z.output<S>> {
  const shape = schema.shape as Record<string, z.ZodMiniType>;
  const entries: Entry[] = [...params].map(([name, value]) => ({ name, value, dropped: false }));
  const seen = new Set<string>();
  for (const entry of entries) {
    const field = shape[entry.name];
    // Unknown names, and a second value of a single-valued parameter (`?size=10&size=20`).
    if (!field || (!isList(field) && seen.has(entry.name))) entry.dropped = true;
    seen.add(entry.name);
  }

  const kept = (name: string) => entries.filter((e) => e.name === name && !e.dropped);
  const inputOf = (name: string, field: z.ZodMiniType): string | string[] | undefined => {
    const values = kept(name).map((e) => e.value);
    if (isList(field)) return values.length > 0 ? values : undefined;
    return values[0];
  };
  /** Drops what each issue points at; the entries are looked up as they were before this round. */
  const dropFor = (issues: readonly z.core.$ZodIssue[], fieldName?: string): boolean => {
    const snapshot = new Map(Object.keys(shape).map((name) => [name, kept(name)]));
    let progress = false;
    for (const issue of issues) {
      const path = fieldName === undefined ? issue.path : [fieldName, ...issue.path];
      const [name, index] = path;
      const candidates = typeof name === 'string' ? (snapshot.get(name) ?? []) : entries.filter((e) => !e.dropped);
      const targets = typeof index === 'number' && candidates[index] ? [candidates[index]] : candidates;
      for (const target of targets) {
        if (!target.dropped) progress = true;
        target.dropped = true;
      }
    }
    return progress;
  };

  // First each field on its own, so that checks across fields (a range's order) only ever see valid
  // values; then the whole object. Each round drops at least one entry, so both loops end.
  for (const [name, field] of Object.entries(shape)) {
    for (;;) {
      const result = field.safeParse(inputOf(name, field));
      if (result.success || !dropFor(result.error.issues, name)) break;
    }
  }
  for (;;) {
    const input: Record<string, string | string[]> = {};
    for (const [name, field] of Object.entries(shape)) {
      const value = inputOf(name, field);
      if (value !== undefined) input[name] = value;
    }
    const result = schema.safeParse(input);
    if (result.success) {
      const dropped = entries.filter((e) => e.dropped).map(({ name, value }) => ({ name, value }));
      const clean = new URLSearchParams(entries.filter((e) => !e.dropped).map((e) => [e.name, e.value]));
      return { data: result.data, dropped, params: clean };
    }
    if (!dropFor(result.error.issues)) {
      // A required field without a value: a mistake in the schema, not in the URL.
      throw new Error(`parseSearchParams: the schema rejects an empty URL (${result.error.issues[0]?.message})`);
    }
  }
}
