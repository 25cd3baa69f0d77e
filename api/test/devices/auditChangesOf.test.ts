import { describe, expect, it } from 'vitest';
import { auditChangesOf } from '../../src/devices/deviceRepository.ts';

describe('auditChangesOf: every audit row reads as { field: { before, after } }', () => {
  it('keeps the shape device writes use', () => {
    expect(auditChangesOf({ name: { before: 'A', after: 'B' }, 'properties.elevation': { before: null, after: 12 } })).toEqual({
      name: { before: 'A', after: 'B' },
      'properties.elevation': { before: null, after: 12 },
    });
  });

  it('reads the nested { from, to } rows an earlier downlink save wrote, so old rows never fail the trail', () => {
    expect(auditChangesOf({ downlinkConfig: { miAbove: { from: null, to: 5 }, th: { from: 1, to: 2 } } })).toEqual({
      'downlinkConfig.miAbove': { before: null, after: 5 },
      'downlinkConfig.th': { before: 1, after: 2 },
    });
  });

  it('answers nothing for no changes, and a bare value as its after', () => {
    expect(auditChangesOf(null)).toEqual({});
    expect(auditChangesOf('text')).toEqual({});
    expect(auditChangesOf({ note: 'x' })).toEqual({ note: { before: null, after: 'x' } });
  });

  it("leaves out an alarm entry's deviceId: on the device's own trail it is no change", () => {
    expect(auditChangesOf({ deviceId: 'd1', value: { from: null, to: 5 } })).toEqual({ value: { before: null, after: 5 } });
  });
});
