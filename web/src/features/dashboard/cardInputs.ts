import type { TrendAggregation, TrendRef } from '../../../__generated__/DeviceCardRefetchQuery.graphql';
import type { DashboardMode, DashboardPeriod } from './dashboardSearchParams';

/** What a user chose inside one card; the page's own loads carry the defaults (`defaultChoices`). */
export type CardChoices = {
  ref: TrendRef;
  /** null: the unit's default (the API's first offered aggregation). */
  aggregation: TrendAggregation | null;
  /** null: the device's (or group's) default unit, chosen by the API. */
  unit: string | null;
};

export const defaultChoices: CardChoices = { ref: 'none', aggregation: null, unit: null };

export const isDefaultChoices = (choices: CardChoices) =>
  choices.ref === defaultChoices.ref && choices.aggregation === defaultChoices.aggregation && choices.unit === defaultChoices.unit;

/**
 * The variables of a card's fragments for a view and a card's choices. The page's one-request
 * loads and each card's own refetch build them here, so both ask for exactly the same fields
 * (the store answers a card with what the page loaded only when the arguments are equal).
 */
export function cardInputs(period: DashboardPeriod, mode: DashboardMode, choices: CardChoices = defaultChoices) {
  const span = { period: period.period, ...(period.period === 'custom' ? { from: period.from, to: period.to } : {}) };
  return {
    trendInput: {
      ...span,
      ref: choices.ref,
      ...(choices.aggregation ? { aggregation: choices.aggregation } : {}),
      ...(choices.unit ? { unit: choices.unit } : {}),
    },
    schedulingInput: span,
    analytics: mode === 'analytics',
    scheduling: mode === 'scheduling',
  };
}
