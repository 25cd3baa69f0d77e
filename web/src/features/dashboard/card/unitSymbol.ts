/**
 * What follows a number of this unit ("12,5 cm"): its symbol, or nothing for a count (a camera's
 * "1.020 images" reads as the number alone beside its label) or a unit without one.
 */
export function unitSymbol(unit: { readonly unit: string } | null | undefined): string | null {
  if (!unit || unit.unit === '' || unit.unit === 'count') return null;
  return unit.unit;
}
