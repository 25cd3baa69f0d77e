import { lazy } from 'react';

/** The chart with nivo, downloaded when a chart first shows, never with the page. */
export const LazyTimeLineChart = lazy(() => import('./TimeLineChart').then((m) => ({ default: m.TimeLineChart })));
