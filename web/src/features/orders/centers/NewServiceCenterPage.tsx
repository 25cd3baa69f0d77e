import { Card, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { NewServiceCenterPageMutation } from '../../../../__generated__/NewServiceCenterPageMutation.graphql';
import type { NewServiceCenterPageQuery } from '../../../../__generated__/NewServiceCenterPageQuery.graphql';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { PageHeader } from '../../../components/PageHeader';
import { toaster } from '../../../components/toaster';
import { serviceCenterPath, serviceCentersPath } from '../../../routing/paths';
import { useBreadcrumbs } from '../../../routing/useBreadcrumbs';
import { mutationFailure } from '../mutationFailure';
import { ServiceCenterForm } from './ServiceCenterForm';
import { addressOf, emptyServiceCenterForm, geoOf, type ServiceCenterFormValues } from './serviceCenterFormValues';

/** /orders/service-centers/new: a new service centre; saved, it opens the centre's page to add technicians. */
export function NewServiceCenterPage() {
  const { t } = useLingui();
  const crumbs = useBreadcrumbs();
  const navigate = useNavigate();
  const data = useLazyLoadQuery<NewServiceCenterPageQuery>(
    graphql`
      query NewServiceCenterPageQuery {
        # Read by ServiceCenterForm (its options).
        organizations {
          # eslint-disable-next-line relay/unused-fields -- see above
          id
          # eslint-disable-next-line relay/unused-fields -- see above
          name
        }
      }
    `,
    {},
  );
  const [commit, saving] = useMutation<NewServiceCenterPageMutation>(graphql`
    mutation NewServiceCenterPageMutation($input: CreateServiceCenterInput!) {
      createServiceCenter(input: $input) {
        serviceCenter {
          serviceCenterId
        }
      }
    }
  `);
  const submit = (values: ServiceCenterFormValues) =>
    new Promise<Record<string, string>>((resolve) => {
      commit({
        variables: { input: { name: values.name.trim(), address: addressOf(values), geo: geoOf(values), organizationIds: values.organizationIds, userIds: values.userIds } },
        onCompleted: (answer) => {
          resolve({});
          toaster.create({ type: 'success', title: t`The service centre was created` });
          navigate(serviceCenterPath(answer.createServiceCenter.serviceCenter.serviceCenterId));
        },
        onError: (error) => {
          const failure = mutationFailure(error);
          resolve(failure.conflict ? { name: failure.description } : failure.fieldErrors);
          toaster.create({ type: 'error', title: t`The service centre could not be created`, description: failure.description, closable: true });
        },
      });
    });
  return (
    <Stack gap="5" minW="0">
      <Stack gap="3">
        <Breadcrumbs items={crumbs} />
        <PageHeader title={t`New service centre`} description={t`Name the centre, place it and choose whom it serves; add its technicians next.`} />
      </Stack>
      <Card.Root>
        <Card.Body>
          <ServiceCenterForm
            initial={emptyServiceCenterForm}
            organizations={data.organizations}
            onSubmit={submit}
            submitLabel={t`Create service centre`}
            saving={saving}
            onCancel={() => navigate(serviceCentersPath())}
          />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
