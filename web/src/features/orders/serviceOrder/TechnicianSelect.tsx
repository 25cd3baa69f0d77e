import { Field, NativeSelect } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { TechnicianSelectQuery } from '../../../../__generated__/TechnicianSelectQuery.graphql';

type Props = {
  serviceCenterId: string;
  /** The chosen device's model: technicians who service it come first. */
  deviceModelId: string | null;
  value: string;
  /** The order's technician now, kept as a choice when no longer active. */
  current: { id: string; name: string } | null;
  onChange: (technicianId: string) => void;
  error?: string;
};

/**
 * The centre's technicians who may be assigned (active ones; the API refuses others), those who
 * service the device's model first. Shown once a centre is chosen (spec part 2 §2).
 */
export function TechnicianSelect({ serviceCenterId, deviceModelId, value, current, onChange, error }: Props) {
  const { t } = useLingui();
  const data = useLazyLoadQuery<TechnicianSelectQuery>(
    graphql`
      query TechnicianSelectQuery($id: ID!) {
        node(id: $id) {
          ... on ServiceCenter @alias(as: "serviceCenter") {
            technicians(filter: { isActive: true }, first: 100) {
              edges {
                node {
                  id
                  name
                  models {
                    id
                  }
                }
              }
            }
          }
        }
      }
    `,
    { id: serviceCenterId },
    { fetchPolicy: 'store-and-network' },
  );
  const technicians = data.node?.serviceCenter?.technicians.edges.map((edge) => edge.node) ?? [];
  const forModel = technicians.filter((tech) => deviceModelId !== null && tech.models.some((model) => model.id === deviceModelId));
  const others = technicians.filter((tech) => !forModel.includes(tech));
  const kept = current && !technicians.some((tech) => tech.id === current.id) && value === current.id ? current : null;

  const keptName = kept?.name ?? '';
  return (
    <Field.Root invalid={!!error} required flex="1" minW="0">
      <Field.Label>
        <Trans>Technician</Trans>
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name="technicianId" value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t`Choose a technician`}</option>
          {kept && <option value={kept.id}>{t`${keptName} (no longer active)`}</option>}
          {forModel.length > 0 ? (
            <>
              <optgroup label={t`Service this model`}>
                {forModel.map((tech) => (
                  <option key={tech.id} value={tech.id}>
                    {tech.name}
                  </option>
                ))}
              </optgroup>
              {others.length > 0 && (
                <optgroup label={t`Other active technicians`}>
                  {others.map((tech) => (
                    <option key={tech.id} value={tech.id}>
                      {tech.name}
                    </option>
                  ))}
                </optgroup>
              )}
            </>
          ) : (
            others.map((tech) => (
              <option key={tech.id} value={tech.id}>
                {tech.name}
              </option>
            ))
          )}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {technicians.length === 0 && !error && (
        <Field.HelperText>
          <Trans>This centre has no active technicians.</Trans>
        </Field.HelperText>
      )}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
