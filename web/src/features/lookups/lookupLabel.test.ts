import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import * as seed from '../../../../api/src/seed/catalog';
import { trendAggregations, trendPeriods, trendRefs } from '../../../../api/src/analytics/trends/trendOptions';
import { networkTypes } from '../../../../api/src/db/schema/devices';
import daCatalog from '../../locales/da/messages.po?raw';
import { i18nFor } from '../../test/i18nFor';
import { lookupLabel } from './lookupLabel';
import { lookupMessages, type LookupKind } from './lookupMessages';

describe('lookupLabel', () => {
  it('words a known slug in the active language, whatever name the server sent', () => {
    const da = i18nFor('da');
    expect(lookupLabel(da, 'statusCode', { slug: 'active', name: 'Active' })).toBe('Aktiv');
    expect(lookupLabel(da, 'errorCode', { slug: 'heartbeat', name: 'Heartbeat missing' })).toBe('Manglende livstegn');
    expect(lookupLabel(da, 'package', { slug: 'self_service', name: 'Self service' })).toBe('Selvbetjening');
    expect(lookupLabel(da, 'unit', { slug: 'water_level', name: 'Water level' })).toBe('Vandstand');
    expect(lookupLabel(da, 'serviceSolution', { slug: 'replace_battery', name: 'Replace battery' })).toBe('Udskift batteri');
    expect(lookupLabel(da, 'networkType', { slug: 'nbiot', name: 'nbiot' })).toBe('NB-IoT');
    const en = i18nFor('en');
    expect(lookupLabel(en, 'statusCode', { slug: 'active', name: 'Aktiv' })).toBe('Active');
    expect(lookupLabel(en, 'errorCode', { slug: 'heartbeat', name: 'Heartbeat' })).toBe('Heartbeat missing');
    expect(lookupLabel(en, 'package', { slug: 'automatic_replacement', name: 'x' })).toBe('Automatic replacement');
    expect(lookupLabel(en, 'deviceTypeCategory', { slug: 'rain', name: 'Regnmåler' })).toBe('Rain gauge');
  });

  it('falls back to the server name for a slug it does not know', () => {
    const da = i18nFor('da');
    expect(lookupLabel(da, 'errorCode', { slug: 'pump_stopped', name: 'Pump stopped' })).toBe('Pump stopped');
    expect(lookupLabel(da, 'statusCode', { slug: 'constructor', name: 'Odd' })).toBe('Odd');
    expect(lookupLabel(da, 'package', { slug: null, name: 'Legacy' })).toBe('Legacy');
    // A slug is known per kind: an error code's slug is not a status.
    expect(lookupLabel(da, 'statusCode', { slug: 'heartbeat', name: 'Heartbeat' })).toBe('Heartbeat');
  });
});

describe('every lookup the demo data knows', () => {
  // The Danish catalog as translators wrote it: a missing msgstr would fall back to English at
  // runtime, so the wording is checked in the file, not through i18n._.
  const danish = () => formatter().parse(daCatalog, { locale: 'da', sourceLocale: 'en', filename: 'messages.po' });
  const slugs = (items: readonly { slug: string }[]) => items.map((item) => item.slug);
  const seeded: Record<LookupKind, readonly string[]> = {
    statusCode: slugs(seed.statusCodeSpecs),
    errorCode: slugs(seed.errorCodeSpecs),
    package: slugs(seed.packageSpecs),
    unit: [...new Set(Object.values(seed.dataModels).flatMap((entries) => entries.map((entry) => entry.unit.slug)))],
    deviceTypeCategory: slugs(seed.categorySpecs),
    networkType: networkTypes,
    serviceOrderStatus: slugs(seed.serviceOrderStatusSpecs),
    serviceSolution: slugs(seed.serviceSolutionSpecs),
    serviceCause: slugs(seed.serviceCauseSpecs),
    trendPeriod: trendPeriods,
    trendRef: trendRefs,
    trendAggregation: trendAggregations,
  };

  it.each(Object.entries(seeded))('words every %s in Danish', async (kind, kindSlugs) => {
    const catalog = await danish();
    expect(kindSlugs.length).toBeGreaterThan(0);
    for (const slug of kindSlugs) {
      const descriptor = lookupMessages[kind as LookupKind][slug];
      expect(descriptor, `${kind} ${slug} has no wording in web/src/features/lookups`).toBeDefined();
      const entry = catalog[descriptor!.id!];
      expect(entry?.translation, `${kind} ${slug} ("${entry?.message}") has no Danish msgstr`).toBeTruthy();
    }
  });
});
