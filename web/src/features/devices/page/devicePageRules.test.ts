import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../../test/i18nFor';
import { dataWindow } from './data/dataRange';
import { deviceGlobalId } from './deviceGlobalId';
import { propertyFieldsOf } from './info/deviceCategoryFields';
import { validateDeviceForm, type DeviceFormValues } from './info/deviceFormSchema';
import { lastSeenStatus } from './lastSeenStatus';
import { nextLifecycle } from './nextLifecycle';

const now = new Date('2026-11-20T12:00:00.000Z');

describe('the Data tab range rules', () => {
  it('ends a preset period now', () => {
    expect(dataWindow('week', { from: '', to: '' }, 1, now)).toEqual({ from: '2026-11-13T12:00:00.000Z', to: '2026-11-20T12:00:00.000Z' });
  });
  it('takes whole days in the user offset and cuts today at now', () => {
    expect(dataWindow('custom', { from: '2026-11-18', to: '2026-11-20' }, 1, now)).toEqual({ from: '2026-11-17T23:00:00.000Z', to: '2026-11-20T12:00:00.000Z' });
    expect(dataWindow('custom', { from: '2026-11-01', to: '2026-11-02' }, 1, now)?.to).toBe('2026-11-02T22:59:59.999Z');
  });
  it('refuses future days, reversed, incomplete and over-long ranges', () => {
    expect(dataWindow('custom', { from: '2026-11-18', to: '2026-11-21' }, 1, now)).toBeNull();
    expect(dataWindow('custom', { from: '2026-11-19', to: '2026-11-18' }, 1, now)).toBeNull();
    expect(dataWindow('custom', { from: '2026-11-18', to: '' }, 1, now)).toBeNull();
    expect(dataWindow('custom', { from: '2025-01-01', to: '2026-11-18' }, 1, now)).toBeNull();
  });
});

describe('the header rules', () => {
  it('colours the status by the 24-hour heartbeat', () => {
    expect(lastSeenStatus(null, false, now)).toBe('never');
    expect(lastSeenStatus('2026-11-20T01:00:00.000Z', false, now)).toBe('recent');
    expect(lastSeenStatus('2026-11-19T11:00:00.000Z', false, now)).toBe('late');
    expect(lastSeenStatus('2026-11-20T11:00:00.000Z', true, now)).toBe('deleted');
  });
  it('moves the lifecycle only forward, and from taken down back to stock', () => {
    expect(nextLifecycle('IN_STOCK')).toBe('INSTALLED');
    expect(nextLifecycle('INSTALLED')).toBe('TAKEN_DOWN');
    expect(nextLifecycle('TAKEN_DOWN')).toBe('IN_STOCK');
  });
  it("names a device by the gateway's long id form", () => {
    expect(deviceGlobalId('abc')).toBe('RGV2aWNlOmFiYw');
  });
});

describe('the edit form rules', () => {
  const values: DeviceFormValues = { name: 'Å 1', serialNumber: '', placeName: '', notes: '', ownerId: 'o1', packageId: '', lat: '', lon: '', properties: {} };
  const fields = propertyFieldsOf('soil_moisture');
  it('accepts a valid form, with numbers written with a comma', () => {
    expect(validateDeviceForm(i18nFor('da'), fields, { ...values, lat: '56,1', lon: '10.2', properties: { minVWC: '10,5', maxVWC: '40' } })).toEqual({});
  });
  it('names each problem on its field, in the language', () => {
    const errors = validateDeviceForm(i18nFor('da'), fields, {
      ...values,
      name: ' ',
      lat: '56',
      properties: { minVWC: '50', maxVWC: '40', probeTemperatureOffset: 'varm' },
    });
    expect(errors).toEqual({
      name: 'Skriv et navn',
      'geo.lon': 'Angiv både bredde- og længdegrad, eller ingen af dem',
      'properties.probeTemperatureOffset': 'Skriv et tal',
      'properties.minVWC': 'Må ikke være over 40',
    });
    expect(validateDeviceForm(i18nFor('en'), propertyFieldsOf('camera'), { ...values, properties: { captureIntervalMinutes: '2,5' } })).toEqual({
      'properties.captureIntervalMinutes': 'Write a whole number',
    });
  });
});
