import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import type { renderDeviceTabQuery, renderDeviceTabQuery$data } from '../../../../__generated__/renderDeviceTabQuery.graphql';
import { setLanguage } from '../../../i18n/i18n';
import { Providers } from '../../../Providers';
import { setEnvironmentFactory } from '../../../relay/environmentHolder';
import { ViewerAccessContext } from '../../../routing/ViewerAccessContext';
import { adminRules, createMockEnvironment, type MockResolvers } from '../../../test/createMockEnvironment';
import { buildAbility, loadAbilities } from '../../shell/buildAbility';

type DeviceNode = NonNullable<NonNullable<renderDeviceTabQuery$data['node']>['device']>;
type Rules = Parameters<typeof buildAbility>[0];

const rule = (action: string[], subject: string[], conditions: unknown = null) => ({ action, subject, conditions, fields: null, inverted: false, reason: null });

/** An organisation administrator of org-1 (api/src/seed/accounts.ts `org_admin`): changes alarms and downlinks, reads contracts. */
export const orgAdminRules = [
  rule(['manage'], ['Device', 'DeviceMessage', 'Alarm', 'DownlinkConfig', 'Monitoring'], { ownerId: 'org-1' }),
  rule(['read'], ['Contract'], { organizationId: 'org-1' }),
];
/** A member of org-1: reads the devices only. */
export const readerRules = [rule(['read'], ['Device', 'DeviceMessage', 'Monitoring'], { ownerId: 'org-1' })];

/** A test's device: what the tab's fragment reads, by field (the mocked schema fills the rest). */
export function testDevice(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Device',
    id: 'dev-1',
    deviceId: 'rest-dev-1',
    name: 'Pumpe Nord',
    deleted: false,
    downlinkSupported: true,
    properties: { json: {} },
    owner: { id: 'org-g-1', organizationId: 'org-1', name: 'Aarhus Vand' },
    deviceModel: {
      id: 'model-1',
      title: 'Vandstandsmåler NB-IoT v2',
      dataModel: [
        { slug: 'water_level', name: 'Water level', unit: 'cm', dataType: 'continuous' },
        { slug: 'battery', name: 'Battery', unit: '%', dataType: 'continuous' },
      ],
    },
    ...overrides,
  };
}

function Harness({ Tab, deleted }: { Tab: ComponentType<{ deviceRef: DeviceNode; deleted: boolean }>; deleted: boolean }) {
  const data = useLazyLoadQuery<renderDeviceTabQuery>(
    graphql`
      query renderDeviceTabQuery($id: ID!, $alarmsFirst: Int = 50, $tripsFirst: Int = 10, $contractsFirst: Int = 10) {
        node(id: $id) {
          ... on Device @alias(as: "device") {
            # eslint-disable-next-line relay/must-colocate-fragment-spreads -- the tabs under test read them
            ...DeviceDownlinkTabFragment
            # eslint-disable-next-line relay/must-colocate-fragment-spreads -- the tabs under test read them
            ...DeviceAlarmsTabFragment @arguments(alarmsFirst: $alarmsFirst, tripsFirst: $tripsFirst)
            # eslint-disable-next-line relay/must-colocate-fragment-spreads -- the tabs under test read them
            ...DeviceContractsTabFragment @arguments(contractsFirst: $contractsFirst)
            # eslint-disable-next-line relay/must-colocate-fragment-spreads -- the tabs under test read them
            ...DeviceAppliedConfigTabFragment
          }
        }
      }
    `,
    { id: 'dev-1' },
  );
  return <Tab deviceRef={data.node!.device!} deleted={deleted} />;
}

type Options = {
  device?: Record<string, unknown>;
  resolvers?: MockResolvers;
  rules?: Rules;
  deleted?: boolean;
  language?: 'da' | 'en';
};

/**
 * Renders one device tab as the device page does (its fragment from a query on the device, inside
 * Suspense, with the viewer's ability) against the mocked schema; `device` is what `node` answers.
 */
export async function renderDeviceTab<P extends { deviceRef: never; deleted: boolean }>(
  Tab: ComponentType<P>,
  { device = {}, resolvers = {}, rules = adminRules, deleted = false, language = 'da' }: Options = {},
) {
  setLanguage(language);
  await loadAbilities();
  const node = testDevice(device);
  setEnvironmentFactory(() => ({
    environment: createMockEnvironment({
      ...resolvers,
      Query: { node: () => node, viewer: () => ({ id: 'viewer-1', config: { language, utcOffset: 1 } }), ...resolvers.Query },
    }),
    dispose: () => undefined,
  }));
  const user = userEvent.setup();
  const access = { userId: 'user-1', ability: buildAbility(rules) };
  const result = render(
    <Providers>
      <MemoryRouter>
        <ViewerAccessContext.Provider value={access}>
          <Suspense fallback={<p>loading</p>}>
            <Harness Tab={Tab as unknown as ComponentType<{ deviceRef: DeviceNode; deleted: boolean }>} deleted={deleted} />
          </Suspense>
        </ViewerAccessContext.Provider>
      </MemoryRouter>
    </Providers>,
  );
  return { ...result, user };
}
