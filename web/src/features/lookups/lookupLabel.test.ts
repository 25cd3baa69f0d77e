import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as da } from '../../locales/da/messages.po';
import { messages as en } from '../../locales/en/messages.po';
import { lookupLabel } from './lookupLabel';

describe('lookupLabel', () => {
  const i18n = setupI18n({ locale: 'da', messages: { da, en } });

  it('words a known slug in the active language, whatever name the server sent', () => {
    i18n.activate('da');
    expect(lookupLabel(i18n, 'statusCode', { slug: 'active', name: 'Active' })).toBe('Aktiv');
    expect(lookupLabel(i18n, 'errorCode', { slug: 'heartbeat', name: 'Heartbeat missing' })).toBe('Manglende livstegn');
    expect(lookupLabel(i18n, 'package', { slug: 'self_service', name: 'Self service' })).toBe('Selvbetjening');
    expect(lookupLabel(i18n, 'unit', { slug: 'water_level', name: 'Water level' })).toBe('Vandstand');
    i18n.activate('en');
    expect(lookupLabel(i18n, 'statusCode', { slug: 'active', name: 'Aktiv' })).toBe('Active');
    expect(lookupLabel(i18n, 'errorCode', { slug: 'heartbeat', name: 'Heartbeat' })).toBe('Heartbeat missing');
    expect(lookupLabel(i18n, 'package', { slug: 'automatic_replacement', name: 'x' })).toBe('Automatic replacement');
  });

  it('falls back to the server name for a slug it does not know', () => {
    i18n.activate('da');
    expect(lookupLabel(i18n, 'errorCode', { slug: 'pump_stopped', name: 'Pump stopped' })).toBe('Pump stopped');
    expect(lookupLabel(i18n, 'statusCode', { slug: 'constructor', name: 'Odd' })).toBe('Odd');
    expect(lookupLabel(i18n, 'package', { slug: null, name: 'Legacy' })).toBe('Legacy');
    // A slug is known per kind: an error code's slug is not a status.
    expect(lookupLabel(i18n, 'statusCode', { slug: 'heartbeat', name: 'Heartbeat' })).toBe('Heartbeat');
  });

  it('has a Danish wording for every seeded code', () => {
    i18n.activate('da');
    const seeded = {
      statusCode: ['active', 'acknowledged', 'in_service', 'resolved', 'ignored'],
      errorCode: ['heartbeat', 'low_battery', 'sensor_failure', 'overflow', 'communication_error', 'tamper', 'low_signal', 'frost_warning'],
      package: ['basic', 'premium', 'automatic_replacement', 'self_service'],
      // Every unit of the seeded device models (api/src/seed/catalog.ts).
      unit: [
        'battery', 'water_level', 'temperature', 'humidity', 'wind_speed', 'rain', 'rain_total', 'vwc', 'soil_temperature',
        'people_count', 'door', 'open_count', 'image_count', 'diesel_level', 'road_temperature', 'air_temperature',
      ],
    } as const;
    for (const [kind, slugs] of Object.entries(seeded) as [keyof typeof seeded, readonly string[]][]) {
      for (const slug of slugs) expect(lookupLabel(i18n, kind, { slug, name: '?' }), `${kind} ${slug}`).not.toBe('?');
    }
  });
});
