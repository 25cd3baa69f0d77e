/**
 * A section of cards the browser does not lay out or paint while it is off screen (it keeps its
 * last size meanwhile): with a page of cards in each of many sections, opening one card relaid
 * out every section below it (expand INP at 100,000 devices: ~130 -> ~90 ms). Found by find in
 * page and read by screen readers as before.
 */
export const offscreenSection = { contentVisibility: 'auto', containIntrinsicSize: 'auto 700px' } as const;
