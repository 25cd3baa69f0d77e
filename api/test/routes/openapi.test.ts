import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

/** What these tests read of an OpenAPI operation. */
type Operation = { operationId?: string; responses: Record<string, unknown>; security?: unknown };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t?.close());

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const response = await t.app.inject('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\.1\./);
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every route with an operation id, its error responses and security', async () => {
    const document = (await t.app.inject('/api/openapi.json')).json();
    const operations = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
    );
    expect(operations.map((o) => o.key).sort()).toEqual(
      [
        'GET /api/health',
        'POST /api/v1/auth/login',
        'POST /api/v1/auth/logout',
        'POST /api/v1/auth/password/reset',
        'POST /api/v1/auth/password/new',
        'GET /api/v1/users',
        'GET /api/v1/users/me',
        'GET /api/v1/users/{id}',
        'GET /api/v1/users/abilities',
        'GET /api/v1/roles/abilities',
        'GET /api/v1/organizations/{id}/abilities',
        'GET /api/v1/users/config',
        'PATCH /api/v1/users/config',
        'GET /api/v1/notify/new-release',
        'PATCH /api/v1/notify',
        'GET /api/v1/releases',
        'POST /api/v1/releases',
        'GET /api/v1/events',
        'GET /api/v1/monitoring',
        'GET /api/v1/monitoring/{id}',
        'PATCH /api/v1/monitoring/{id}',
        'GET /api/v1/monitoring/{id}/logs',
        'GET /api/v1/monitoring/map',
        'GET /api/v1/monitoring/error-codes',
        'GET /api/v1/monitoring/status-codes',
        'GET /api/v1/devicetype-categories',
        'GET /api/v1/organizations',
        'GET /api/v1/organizations/{id}',
        'POST /api/v1/organizations',
        'PATCH /api/v1/organizations/{id}',
        'DELETE /api/v1/organizations/{id}',
        'GET /api/v1/organizations/{id}/members',
        'POST /api/v1/organizations/{id}/members',
        'GET /api/v1/organizations/{id}/member-roles',
        'GET /api/v1/organizations/{id}/members/{userId}',
        'PATCH /api/v1/organizations/{id}/members/{userId}',
        'DELETE /api/v1/organizations/{id}/members/{userId}',
        'POST /api/v1/organizations/{id}/members/{userId}/invitation',
        'GET /api/v1/organizations/{id}/groups',
        'POST /api/v1/organizations/{id}/groups',
        'GET /api/v1/organizations/{id}/groups/{groupId}',
        'PATCH /api/v1/organizations/{id}/groups/{groupId}',
        'DELETE /api/v1/organizations/{id}/groups/{groupId}',
        'GET /api/v1/organizations/{id}/groups/{groupId}/devices',
        'POST /api/v1/organizations/{id}/groups/{groupId}/devices',
        'DELETE /api/v1/organizations/{id}/groups/{groupId}/devices/{deviceId}',
        'GET /api/v1/organizations/{id}/integrations',
        'GET /api/v1/organizations/{id}/devices',
        'GET /api/v1/packages',
        'GET /api/v1/devices',
        'GET /api/v1/devices/devicemodels',
        'GET /api/v1/devices/heartbeat-skipped',
        'GET /api/v1/devices/{id}/service-orders',
        'GET /api/v1/devices/{id}/alarms',
        'POST /api/v1/devices/{id}/alarms',
        'GET /api/v1/devices/{id}/alarms/{alarmId}',
        'PATCH /api/v1/devices/{id}/alarms/{alarmId}',
        'DELETE /api/v1/devices/{id}/alarms/{alarmId}',
        'GET /api/v1/devices/{id}/alarm-trips',
        'GET /api/v1/devices/{id}/downlink-config',
        'PUT /api/v1/devices/{id}/downlink-config',
        'GET /api/v1/devices/lean',
        'GET /api/v1/devices/full',
        'GET /api/v1/devices/alarms',
        'GET /api/v1/devices/messages',
        'GET /api/v1/devices/network-info',
        'GET /api/v1/devices/alarm-trips',
        'GET /api/v1/devices/contracts',
        'GET /api/v1/devices/audit',
        'GET /api/v1/devices/images',
        'GET /api/v1/devices/downlink-configs',
        'GET /api/v1/devices/organizations',
        'GET /api/v1/devices/service-orders',
        'GET /api/v1/devices/lifecycles',
        'GET /api/v1/devicetype-categories/getAll',
        'POST /api/v1/devices',
        'POST /api/v1/devices/import',
        'GET /api/v1/devices/{id}',
        'PATCH /api/v1/devices/{id}',
        'DELETE /api/v1/devices/{id}',
        'GET /api/v1/devices/{id}/organizations',
        'GET /api/v1/devices/{id}/audit',
        'GET /api/v1/organizations/{orgId}/devices/{deviceId}',
        'GET /api/v1/devices/{id}/messages',
        'GET /api/v1/devices/{id}/network-info',
        'PUT /api/v1/devices/{id}/water-level',
        'POST /api/v1/devices/{id}/water-level/reset',
        'GET /api/v1/devices/{id}/contracts',
        'DELETE /api/v1/contracts/{contractId}/devices/{deviceId}',
        'GET /api/v1/organizations/{id}/contracts',
        'POST /api/v1/organizations/{id}/contracts',
        'GET /api/v1/contracts/{contractId}',
        'PATCH /api/v1/contracts/{contractId}',
        'DELETE /api/v1/contracts/{contractId}',
        'GET /api/v1/contracts/{contractId}/devices',
        'POST /api/v1/contracts/{contractId}/devices',
        'GET /api/v1/contracts/{contractId}/logs',
        'GET /api/v1/contracts/{contractId}/invoice-preview',
        'GET /api/v1/devices/{id}/images',
        'POST /api/v1/devices/{id}/images',
        'GET /api/v1/devices/{id}/images/{imageId}/file',
        'DELETE /api/v1/devices/{id}/images/{imageId}',
        'POST /api/v1/organizations/{id}/keys',
        'GET /api/v1/organizations/{id}/keys',
        'DELETE /api/v1/organizations/{id}/keys/{keyId}',
        'POST /api/v1/ingest/messages',
        'GET /api/v1/analytics/trends',
        'GET /api/v1/analytics/trends/organizations/{id}',
        'GET /api/v1/const/analytics/refs',
        'GET /api/v1/const/analytics/periods',
        'GET /api/v1/analytics/service-schedules',
        'GET /api/v1/analytics/service-schedules/organizations/{id}',
        'PUT /api/v1/organizations/{orgId}/devices/{deviceId}/service-schedule',
        'POST /api/v1/organizations/{orgId}/devices/{deviceId}/service-schedule/{serviceScheduleId}/reset',
        'DELETE /api/v1/organizations/{orgId}/devices/{deviceId}/service-schedule/{serviceScheduleId}',
        'GET /api/v1/service-centers',
        'POST /api/v1/service-centers',
        'GET /api/v1/service-centers/{id}',
        'PATCH /api/v1/service-centers/{id}',
        'DELETE /api/v1/service-centers/{id}',
        'GET /api/v1/service-centers/{id}/technicians',
        'POST /api/v1/service-centers/{id}/technicians',
        'GET /api/v1/service-centers/{id}/technicians/{technicianId}',
        'PATCH /api/v1/service-centers/{id}/technicians/{technicianId}',
        'DELETE /api/v1/service-centers/{id}/technicians/{technicianId}',
        'GET /api/v1/service-orders',
        'POST /api/v1/service-orders',
        'GET /api/v1/service-orders/statuses',
        'GET /api/v1/service-orders/solutions',
        'GET /api/v1/service-orders/service-causes',
        'GET /api/v1/service-orders/owners',
        'GET /api/v1/service-orders/{id}',
        'PATCH /api/v1/service-orders/{id}',
        'DELETE /api/v1/service-orders/{id}',
        'GET /api/v1/service-orders/{id}/history',
        'PATCH /api/v1/service-orders/{id}/finish',
        'PATCH /api/v1/service-orders/{id}/archive',
        'GET /api/v1/service-orders/{id}/attachments',
        'POST /api/v1/service-orders/{id}/attachments',
        'GET /api/v1/service-orders/{id}/attachments/{attId}/file',
        'DELETE /api/v1/service-orders/{id}/attachments/{attId}',
        'GET /api/v1/service-orders/{id}/images',
        'PUT /api/v1/service-orders/{id}/images/before-images',
        'PUT /api/v1/service-orders/{id}/images/after-images',
        'GET /api/v1/service-orders/{id}/images/{imageId}/file',
        'DELETE /api/v1/service-orders/{id}/images/before-image/{imageId}',
        'DELETE /api/v1/service-orders/{id}/images/after-image/{imageId}',
        'GET /api/v1/installation',
        'POST /api/v1/installation',
        'GET /api/v1/installation/statuses',
        'GET /api/v1/installation/owners',
        'GET /api/v1/installation/technicians',
        'GET /api/v1/installation/{id}',
        'PATCH /api/v1/installation/{id}',
        'DELETE /api/v1/installation/{id}',
        'POST /api/v1/installation/{id}/start',
        'PATCH /api/v1/installation/{id}/complete',
        'PATCH /api/v1/installation/{id}/archive',
        'GET /api/v1/installation/{id}/devices',
        'POST /api/v1/installation/{id}/devices',
        'DELETE /api/v1/installation/{id}/devices/{deviceId}',
        'PATCH /api/v1/installation/{id}/devices/{deviceId}/save_note',
        'PUT /api/v1/installation/{id}/devices/{deviceId}/install',
        'GET /api/v1/installation/{id}/devices/{deviceId}/attachments',
        'POST /api/v1/installation/{id}/devices/{deviceId}/attachments',
        'GET /api/v1/installation/{id}/devices/{deviceId}/attachments/{attId}/file',
        'DELETE /api/v1/installation/{id}/devices/{deviceId}/attachments/{attId}',
        'POST /api/v1/tasks',
        'GET /api/v1/technicians',
      ].sort(),
    );
    const ids = operations.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('login');
    expect(ids).toContain('getUserConfig');
    for (const { key, op } of operations) {
      expect(Object.keys(op.responses), key).toContain('500');
      const isPublic = /health|login|password/.test(key);
      if (key === 'POST /api/v1/ingest/messages') {
        // Devices authenticate with an organisation API key, not a user token.
        expect(op.security, key).toEqual([{ apiKeyAuth: [] }]);
        expect(Object.keys(op.responses), key).toContain('401');
      } else if (!isPublic) {
        expect(op.security, key).toEqual([{ bearerAuth: [] }]);
        expect(Object.keys(op.responses), key).toContain('401');
      }
    }
  });

  it('serves the docs page and its assets locally', async () => {
    const page = await t.app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)[^"']*\.(js|css)/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const url = asset.startsWith('/') ? asset : `/api/docs/${asset.replace(/^\.\//, '')}`;
      expect((await t.app.inject(url)).statusCode, url).toBe(200);
    }
  });
});
