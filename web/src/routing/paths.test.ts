import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { withEveryArea } from './patchAreaRoutes';
import * as paths from './paths';
import { shellPages } from './shellPages';

const { newServiceOrderPath, serviceOrderWizardPath, serviceOrderWizardSteps, isServiceOrderWizardStep, ...idPathBuilders } = paths;

/** Every path builder, called with made-up ids (extra ones are ignored by builders that take fewer). */
const built: [name: string, path: string][] = [
  ...Object.entries(idPathBuilders).map(([name, build]): [string, string] => [name, build('id-1', 'id-2')]),
  ['newServiceOrderPath', newServiceOrderPath()],
  ['newServiceOrderPath(device)', newServiceOrderPath({ deviceId: 'd 1' })],
  ...serviceOrderWizardSteps.map((step): [string, string] => [`serviceOrderWizardPath(${step})`, serviceOrderWizardPath('o-1', step)]),
  ['serviceOrderWizardPath', serviceOrderWizardPath('o-1')],
];

describe('paths', () => {
  it.each(built)('%s (%s) leads to a page of the route tree, not to the 404', async (_, path) => {
    const matches = matchRoutes(await withEveryArea(routes, shellPages), path) ?? [];
    expect(matches.at(-1)?.route.path).not.toBe('*');
    expect(matches.length).toBeGreaterThan(0);
  });

  it('knows the wizard steps', () => {
    expect(serviceOrderWizardSteps.filter((step) => isServiceOrderWizardStep(step))).toHaveLength(9);
    expect(isServiceOrderWizardStep('no-such-step')).toBe(false);
  });

  it('encodes ids so that they stay one path segment', () => {
    expect(paths.devicePath('a/b c')).toBe('/devices/a%2Fb%20c');
    expect(paths.organizationGroupsPath('org 1')).toBe('/organizations/org%201/groups');
    expect(paths.serviceOrderDetailsPath('o?1')).toBe('/orders/service-orders/o%3F1/details');
    expect(paths.newServiceOrderPath({ deviceId: 'd&1' })).toBe('/orders/service-orders/new-order?device=d%261');
    expect(paths.loginPath('/devices?page=2')).toBe(`/login?from=${encodeURIComponent('/devices?page=2')}`);
  });
});
