/**
 * `then` for a value that may be at hand already: applied at once when it is, so that a field read
 * from an embedded object costs graphql-js no promise. graphql-js completes an object synchronously
 * only while every field is synchronous; one promise per row turns the whole page asynchronous.
 */
export function whenResolved<T, R>(value: T | Promise<T>, then: (value: T) => R): R | Promise<R> {
  return value instanceof Promise ? value.then(then) : then(value);
}
