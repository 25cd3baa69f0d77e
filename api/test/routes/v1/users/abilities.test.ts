import { createMongoAbility, subject } from '@casl/ability';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../../src/db/client.ts';
import { createTestApp, type TestApp } from '../../../helpers/testApp.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let organizationIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['admin', 'member', 'technician']) tokens[who] = await t.login(`${who}@example.com`);
  organizationIds = (await t.database.db.select({ id: schema.organizations.id }).from(schema.organizations)).map((o) => o.id);
});
afterAll(() => t?.close());

const rules = async (url: string, who: string) => {
  const response = await t.app.inject({ url, headers: t.auth(tokens[who]!) });
  return { status: response.statusCode, body: response.json() };
};
const abilityOf = async (who: string) => createMongoAbility((await rules('/api/v1/users/abilities', who)).body.data);

describe('GET /api/v1/users/abilities', () => {
  it('gives the admin manage all', async () => {
    const { body } = await rules('/api/v1/users/abilities', 'admin');
    expect(body.data).toContainEqual({ action: 'manage', subject: 'all' });
    const ability = await abilityOf('admin');
    expect(ability.can('manage', 'all')).toBe(true);
    expect(ability.can('delete', 'Device')).toBe(true);
  });

  it('lets the member read devices of their organisation only, and not services', async () => {
    const ability = await abilityOf('member');
    const me = (await t.app.inject({ url: '/api/v1/users/me', headers: t.auth(tokens.member!) })).json();
    const own = me.organizations[0]._id as string;
    const other = organizationIds.find((id) => id !== own)!;
    expect(ability.can('read', 'Device')).toBe(true);
    expect(ability.can('read', subject('Device', { ownerId: own }))).toBe(true);
    expect(ability.can('read', subject('Device', { ownerId: other }))).toBe(false);
    expect(ability.can('read', 'Service')).toBe(false);
    expect(ability.can('manage', 'all')).toBe(false);
    expect(ability.can('update', 'Device')).toBe(false);
    // Placeholders never reach the client.
    expect(JSON.stringify((await rules('/api/v1/users/abilities', 'member')).body)).not.toContain('${');
  });

  it('lets the technician read devices and read and update services', async () => {
    const ability = await abilityOf('technician');
    expect(ability.can('read', 'Device')).toBe(true);
    expect(ability.can('read', 'Service')).toBe(true);
    expect(ability.can('update', 'Service')).toBe(true);
    expect(ability.can('manage', 'all')).toBe(false);
    expect(ability.can('read', 'User')).toBe(false);
  });
});

describe('GET /api/v1/roles/abilities', () => {
  it("lists only the platform-wide roles' rules", async () => {
    expect((await rules('/api/v1/roles/abilities', 'admin')).body.data).toContainEqual({ action: 'manage', subject: 'all' });
    expect((await rules('/api/v1/roles/abilities', 'member')).body.data).toEqual([]);
    const technician = createMongoAbility((await rules('/api/v1/roles/abilities', 'technician')).body.data);
    expect(technician.can('read', 'Service')).toBe(true);
  });
});

describe('GET /api/v1/organizations/{id}/abilities', () => {
  it("gives a member their rules within their organisation, filled with that organisation's id", async () => {
    const me = (await t.app.inject({ url: '/api/v1/users/me', headers: t.auth(tokens.member!) })).json();
    const own = me.organizations[0]._id as string;
    const { status, body } = await rules(`/api/v1/organizations/${own}/abilities`, 'member');
    expect(status).toBe(200);
    const ability = createMongoAbility(body.data);
    expect(ability.can('read', subject('Device', { ownerId: own }))).toBe(true);
    expect(ability.can('read', 'Service')).toBe(false);
  });

  it('answers 404 to a member for another organisation', async () => {
    const me = (await t.app.inject({ url: '/api/v1/users/me', headers: t.auth(tokens.member!) })).json();
    const other = organizationIds.find((id) => id !== me.organizations[0]._id)!;
    const { status, body } = await rules(`/api/v1/organizations/${other}/abilities`, 'member');
    expect(status).toBe(404);
    expect(body.code).toBe('NOT_FOUND');
  });

  it('lets the admin ask for any organisation, and 404s an unknown one', async () => {
    const { status, body } = await rules(`/api/v1/organizations/${organizationIds[0]}/abilities`, 'admin');
    expect(status).toBe(200);
    expect(body.data).toContainEqual({ action: 'manage', subject: 'all' });
    expect((await rules('/api/v1/organizations/00000000-0000-4000-8000-000000000000/abilities', 'admin')).status).toBe(404);
  });
});
