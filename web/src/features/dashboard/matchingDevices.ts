type DeviceLike = { readonly id: string; readonly name: string; readonly networkId: string; readonly hasCounter?: boolean; readonly deviceTypeCategory: { readonly id: string }; readonly deviceModel: { readonly id: string } };
type OrganizationLike = { readonly groups: ReadonlyArray<{ readonly devices: ReadonlyArray<DeviceLike> }>; readonly ungroupedDevices: ReadonlyArray<DeviceLike> };

export type MatchingDevice = { id: string; name: string; networkId: string };

/**
 * The devices a filter matches: every device of the owners whose category is one of `types` (when
 * any) and whose model is one of `models` (when any), in the order the cards show them; with
 * `countersOnly`, only devices that count events (scheduling mode).
 */
export function matchingDevices(
  organizations: ReadonlyArray<OrganizationLike>,
  types: readonly string[],
  models: readonly string[],
  countersOnly = false,
): MatchingDevice[] {
  const typeSet = new Set(types);
  const modelSet = new Set(models);
  const matches = (d: DeviceLike) =>
    (typeSet.size === 0 || typeSet.has(d.deviceTypeCategory.id)) &&
    (modelSet.size === 0 || modelSet.has(d.deviceModel.id)) &&
    (!countersOnly || d.hasCounter === true);
  return organizations
    .flatMap((o) => [...o.groups.flatMap((g) => g.devices), ...o.ungroupedDevices])
    .filter(matches)
    .map(({ id, name, networkId }) => ({ id, name, networkId }));
}
