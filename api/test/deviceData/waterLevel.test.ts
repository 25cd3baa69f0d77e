import { describe, expect, it } from 'vitest';
import { distanceSource, waterLevel, waterLevelSettings } from '../../src/deviceData/waterLevel.ts';

const settings = (properties: Record<string, unknown>) => {
  const found = waterLevelSettings(properties);
  if (!found) throw new Error('expected settings');
  return found;
};

describe('waterLevel', () => {
  const props = { elevation: 12.5, heightOffset: 10, boundary_distance: 200 };

  it('is elevation (m) + heightOffset (cm) − distance (cm), in cm by default', () => {
    // 1250 cm + 10 cm − 60 cm
    expect(waterLevel(60, settings(props))).toBe(1200);
    expect(waterLevel(0, settings(props))).toBe(1260);
    expect(waterLevel(60.123, settings(props))).toBe(1199.88);
  });

  it('answers in m when the unit is m', () => {
    expect(waterLevel(60, settings({ ...props, waterLevelUnit: 'm' }))).toBe(12);
    expect(waterLevel(61.23, settings({ ...props, waterLevelUnit: 'm' }))).toBe(11.9877);
    expect(settings({ ...props, waterLevelUnit: 'feet' }).unit).toBe('cm');
  });

  it('treats a distance beyond the bottom as water at the bottom', () => {
    expect(waterLevel(200, settings(props))).toBe(1060);
    expect(waterLevel(350, settings(props))).toBe(1060);
  });

  it('gives no level for a negative or non-finite distance', () => {
    expect(waterLevel(-1, settings(props))).toBeNull();
    expect(waterLevel(Number.NaN, settings(props))).toBeNull();
    expect(waterLevel(Number.POSITIVE_INFINITY, settings(props))).toBeNull();
  });

  it('handles a negative height offset and elevation below sea level', () => {
    expect(waterLevel(50, settings({ elevation: -1.2, heightOffset: -5, boundary_distance: 300 }))).toBe(-175);
  });

  it('converts a distance reported in mm or m', () => {
    const s = settings(props);
    expect(waterLevel(600, s, { slug: 'distance', cmPerUnit: 0.1 })).toBe(1200);
    expect(waterLevel(0.6, s, { slug: 'distance', cmPerUnit: 100 })).toBe(1200);
  });

  it('needs all three terms as finite numbers', () => {
    expect(waterLevelSettings(undefined)).toBeNull();
    expect(waterLevelSettings({ elevation: 1, heightOffset: 0 })).toBeNull();
    expect(waterLevelSettings({ ...props, elevation: '12' })).toBeNull();
    expect(waterLevelSettings({ ...props, boundary_distance: -1 })).toBeNull();
    expect(waterLevelSettings({ ...props, heightOffset: Number.NaN })).toBeNull();
    expect(waterLevelSettings(props)).toEqual({ elevation: 12.5, heightOffset: 10, boundaryDistance: 200, unit: 'cm' });
  });

  it("finds the distance among a model's units", () => {
    const cm = { unit: { slug: 'water_level', name: 'Water level', value: 'cm' } };
    expect(distanceSource('water_level', [cm])).toEqual({ slug: 'water_level', cmPerUnit: 1 });
    expect(distanceSource('rain', [cm])).toBeNull();
    expect(distanceSource('diesel_level', [{ unit: { slug: 'distance', value: 'mm' } }])).toEqual({
      slug: 'distance',
      cmPerUnit: 0.1,
    });
    expect(distanceSource('water_level', [{ unit: { slug: 'water_level', value: '%' } }])).toBeNull();
  });
});
