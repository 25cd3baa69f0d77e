/**
 * The ability rules the API gives the three demo users (`api/src/seed/accounts.ts`, placeholders
 * filled in as `GET /users/abilities` answers them), in the shape of the schema's AbilityRule.
 */
const rule = (action: string[], subject: string[], conditions: unknown = null) => ({
  action,
  subject,
  conditions,
  fields: null,
  inverted: false,
  reason: null,
});

const org = 'org-aarhus';
/** The centre the demo technician works in (`${user.serviceCenterIds}`). */
const technicianCentre = 'centre-aarhus';

export const demoRoleRules = {
  admin: [rule(['manage'], ['all'])],
  member: [
    rule(['read'], ['Device', 'DeviceMessage', 'Monitoring'], { ownerId: org }),
    rule(['read'], ['Organization'], { id: org }),
    rule(['read'], ['Group', 'Analytics'], { organizationId: org }),
    rule(['read'], ['DeviceModel', 'Package']),
  ],
  technician: [
    rule(['read'], ['Device', 'DeviceModel', 'DeviceMessage']),
    // Their own centres only, as the API's technician role reads them.
    rule(['read'], ['ServiceCenter'], { id: { $in: [technicianCentre] } }),
    rule(['read', 'update'], ['Service', 'InstallationOrder']),
    rule(['create', 'read'], ['Attachment']),
  ],
};

export type DemoRole = keyof typeof demoRoleRules;
