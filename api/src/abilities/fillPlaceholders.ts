export interface PlaceholderValues {
  userId: string;
  /** Every organisation the user is a member of. */
  organizationIds: string[];
  /** Every organisation a service centre the user works in serves (see serviceCenterRepository). */
  servedOrganizationIds: string[];
  /** The service centres the user works in (staff or active technician; see serviceCenterRepository). */
  serviceCenterIds?: string[];
  /** The organisation a role was granted within; null for platform-wide grants. */
  organizationId: string | null;
}

/** The placeholder of the organisations the user's service centres serve (technicians' rules). */
export const SERVED_ORGANIZATIONS = '${user.servedOrganizationIds}';

/** The placeholder of the service centres the user works in (technicians read their own centres). */
export const OWN_SERVICE_CENTERS = '${user.serviceCenterIds}';

/**
 * Replaces placeholder strings in stored rule conditions with the user's values, e.g.
 * `{ ownerId: { $in: "${user.organizationIds}" } }` → `{ ownerId: { $in: ["…", "…"] } }`.
 * Only whole-string placeholders are replaced, so values never get spliced into other text.
 */
export function fillPlaceholders(value: unknown, values: PlaceholderValues): unknown {
  if (typeof value === 'string') {
    switch (value) {
      case '${user.organizationIds}':
        return values.organizationIds;
      case SERVED_ORGANIZATIONS:
        return values.servedOrganizationIds;
      case OWN_SERVICE_CENTERS:
        return values.serviceCenterIds ?? [];
      case '${organizationId}':
        // A platform-wide grant of an organisation-scoped rule has no organisation: match none.
        return values.organizationId ?? '00000000-0000-0000-0000-000000000000';
      case '${user.id}':
        return values.userId;
      default:
        return value;
    }
  }
  if (Array.isArray(value)) {
    // `{ $in: ["${organizationId}"] }`: keep the array flat when a placeholder is itself a list.
    return value.flatMap((item) => {
      const filled = fillPlaceholders(item, values);
      return Array.isArray(filled) && typeof item === 'string' ? filled : [filled];
    });
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillPlaceholders(v, values)]));
  }
  return value;
}
