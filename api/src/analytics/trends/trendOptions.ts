import type { Language } from '../../i18n/Language.ts';

/** Reference series a trend can be drawn against. */
export const trendRefs = ['none', 'previous_period', 'previous_year'] as const;
export type TrendRef = (typeof trendRefs)[number];

/** Windows a trend covers: the presets end at the request's `date`, `custom` spans whole local days. */
export const trendPeriods = ['day', 'week', 'month', 'three_months', 'custom'] as const;
export type TrendPeriod = (typeof trendPeriods)[number];

export const trendAggregations = ['average', 'minimum', 'maximum', 'total'] as const;
export type TrendAggregation = (typeof trendAggregations)[number];

const refNames: Record<TrendRef, Record<Language, string>> = {
  none: { da: 'Ingen', en: 'None' },
  previous_period: { da: 'Forrige periode', en: 'Previous period' },
  previous_year: { da: 'Samme periode sidste år', en: 'Same period last year' },
};

const periodNames: Record<TrendPeriod, Record<Language, string>> = {
  day: { da: 'Dag', en: 'Day' },
  week: { da: 'Uge', en: 'Week' },
  month: { da: 'Måned', en: 'Month' },
  three_months: { da: '3 måneder', en: '3 months' },
  custom: { da: 'Brugerdefineret', en: 'Custom' },
};

export const trendRefList = (language: Language) => trendRefs.map((_id) => ({ _id, name: refNames[_id][language] }));
export const trendPeriodList = (language: Language) =>
  trendPeriods.map((_id) => ({ _id, name: periodNames[_id][language] }));
