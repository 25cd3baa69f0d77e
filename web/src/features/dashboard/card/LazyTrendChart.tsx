import { lazy } from 'react';

/** The chart with nivo, downloaded when the first card opens, never with the page. */
export const LazyTrendChart = lazy(() => import('./TrendChart').then((m) => ({ default: m.TrendChart })));
