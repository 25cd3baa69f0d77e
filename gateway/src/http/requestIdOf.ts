/** A client-sent request id, if it looks like one: it ends up in our logs and the API's. */
export function requestIdOf(value: string | string[] | undefined): string | undefined {
  const id = Array.isArray(value) ? value[0] : value;
  return id && /^[\w.-]{1,100}$/.test(id) ? id : undefined;
}
