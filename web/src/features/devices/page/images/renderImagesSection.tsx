import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import type { renderImagesSectionQuery } from '../../../../../__generated__/renderImagesSectionQuery.graphql';
import { setLanguage } from '../../../../i18n/i18n';
import { Providers } from '../../../../Providers';
import { setEnvironmentFactory } from '../../../../relay/environmentHolder';
import { createMockEnvironment, type MockResolvers } from '../../../../test/createMockEnvironment';
import { DeviceImagesSection } from './DeviceImagesSection';

type Options = {
  /** What `Device.images` answers (a connection, or a function called per request). */
  images: unknown;
  resolvers?: MockResolvers;
  deleted?: boolean;
  canEdit?: boolean;
  language?: 'da' | 'en';
};

function Harness({ deleted, canEdit }: { deleted: boolean; canEdit: boolean }) {
  const data = useLazyLoadQuery<renderImagesSectionQuery>(
    graphql`
      query renderImagesSectionQuery($id: ID!) {
        node(id: $id) {
          ... on Device @alias(as: "device") {
            ...DeviceImagesSectionFragment
          }
        }
      }
    `,
    { id: 'dev-1' },
  );
  return <DeviceImagesSection deviceRef={data.node!.device!} deleted={deleted} canEdit={canEdit} utcOffset={1} />;
}

/** Renders the images section as the Information tab does, against the mocked schema (tests only). */
export function renderImagesSection({ images, resolvers = {}, deleted = false, canEdit = true, language = 'en' }: Options) {
  setLanguage(language);
  const node = { __typename: 'Device', id: 'dev-1', name: 'Pumpe Nord', images };
  setEnvironmentFactory(() => ({
    environment: createMockEnvironment({ ...resolvers, Query: { node: () => node, ...resolvers.Query } }),
    dispose: () => undefined,
  }));
  const user = userEvent.setup({ applyAccept: false });
  const result = render(
    <Providers>
      <MemoryRouter>
        <Suspense fallback={<p>loading</p>}>
          <Harness deleted={deleted} canEdit={canEdit} />
        </Suspense>
      </MemoryRouter>
    </Providers>,
  );
  return { ...result, user };
}
