/**
 * Cards a section shows at first and asks for per "Show more": two or three rows on a wide screen.
 * A query variable, not a literal in the queries: the gateway's cost limit multiplies a selection
 * by a literal `first`, and a page of every group of an owner would count as that many pages.
 */
export const CARDS_PAGE_SIZE = 24;
