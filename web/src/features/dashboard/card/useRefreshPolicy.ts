import { useState } from 'react';
import type { FetchPolicy } from 'relay-runtime';

/**
 * The page's Refresh reloads every expanded device card with the default inputs in one request, and
 * the cards read the new numbers from the store. A card asking for anything else (its own reference,
 * aggregation or unit, or a group's trend, which that request does not carry) asks again itself after
 * a Refresh, keeping its numbers on screen meanwhile (with store-or-network a new fetchKey alone would
 * find its data in the store).
 */
export function useRefreshPolicy(refreshKey: number, ownInput: boolean): FetchPolicy {
  const [mountedWith] = useState(refreshKey);
  return ownInput && refreshKey !== mountedWith ? 'store-and-network' : 'store-or-network';
}
