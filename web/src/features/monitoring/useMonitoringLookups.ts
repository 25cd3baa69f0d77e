import { useContext } from 'react';
import { MonitoringLookupsContext, type MonitoringLookups } from './monitoringLookupsContext';

/** The monitoring page's lookups by id (see MonitoringLookupsProvider). */
export function useMonitoringLookups(): MonitoringLookups {
  return useContext(MonitoringLookupsContext);
}
