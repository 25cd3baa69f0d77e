const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a URL's segment or parameter can name a record of the API, whose ids are UUIDs. */
export const isRestId = (value: string | undefined): value is string => value !== undefined && UUID.test(value);
