/** Whether an organisation is inside a caller's scope (`'all'` = unrestricted, else the allowed ids). */
export const inScope = (scope: 'all' | string[], organizationId: string) =>
  scope === 'all' || scope.includes(organizationId);
