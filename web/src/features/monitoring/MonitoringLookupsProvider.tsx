import { useMemo, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { MonitoringLookupsProviderFragment$key } from '../../../__generated__/MonitoringLookupsProviderFragment.graphql';
import { MonitoringLookupsContext, type MonitoringLookups } from './monitoringLookupsContext';

type Props = { lookups: MonitoringLookupsProviderFragment$key; children: ReactNode };

/** Gives the page's rows the lookup lists by id: rows reference them instead of repeating their names. */
export function MonitoringLookupsProvider({ lookups, children }: Props) {
  const data = useFragment(
    graphql`
      fragment MonitoringLookupsProviderFragment on Query {
        organizations {
          id
          name
        }
        deviceTypeCategories {
          id
          name
          slug
        }
        packages {
          id
          name
          slug
        }
        errorCodes {
          id
          name
          slug
        }
        statusCodes {
          id
          name
          slug
          color
        }
      }
    `,
    lookups,
  );
  const value = useMemo<MonitoringLookups>(() => {
    const byId = <T extends { readonly id: string }>(items: readonly T[]) => new Map(items.map((item) => [item.id, item]));
    const statusCodes = data.statusCodes.map(({ id, name, slug, color }) => ({ id, name, slug, color }));
    return {
      statusCodes,
      status: byId(statusCodes),
      packages: byId(data.packages),
      errorCodes: byId(data.errorCodes),
      organizations: byId(data.organizations),
      deviceTypeCategories: byId(data.deviceTypeCategories),
    };
  }, [data]);
  return <MonitoringLookupsContext value={value}>{children}</MonitoringLookupsContext>;
}
