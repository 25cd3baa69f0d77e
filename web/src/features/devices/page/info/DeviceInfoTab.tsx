import { Box, DataList, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { DeviceInfoTabFragment$key } from '../../../../../__generated__/DeviceInfoTabFragment.graphql';
import { formatDateTime } from '../../../../i18n/format/formatDateTime';
import { formatNumber } from '../../../../i18n/format/formatNumber';
import { DeviceImagesSection } from '../images/DeviceImagesSection';
import { useDevicePage } from '../useDevicePage';
import { useLifecycleLabel } from '../useLifecycleLabel';
import { propertyFieldsOf } from './deviceCategoryFields';
import { DeviceInfoForm } from './DeviceInfoForm';
import { networkName } from './networkName';
import { usePropertyLabel } from './usePropertyLabel';

/** The Information tab: the device's facts and type-specific settings; the edit form in edit mode (`…/edit`). */
export function DeviceInfoTab({ deviceRef, deleted }: { deviceRef: DeviceInfoTabFragment$key; deleted: boolean }) {
  const { t, i18n } = useLingui();
  const { utcOffset, editing, can } = useDevicePage();
  const lifecycleLabel = useLifecycleLabel();
  const propertyLabel = usePropertyLabel();
  const device = useFragment(
    graphql`
      fragment DeviceInfoTabFragment on Device {
        name
        networkId
        serialNumber
        placeName
        notes
        lifecycle
        createdAt
        updatedAt
        geo {
          lat
          lon
        }
        owner {
          name
        }
        package {
          name
        }
        deviceModel {
          title
          networkType
          networkProtocol
        }
        deviceTypeCategory {
          slug
          name
        }
        properties {
          json
        }
        ...DeviceInfoFormFragment
        ...DeviceImagesSectionFragment
      }
    `,
    deviceRef,
  );
  const images = <DeviceImagesSection deviceRef={device} deleted={deleted} canEdit={can('update')} utcOffset={utcOffset} />;
  // While editing the images stay below the form: adding a picture is part of setting a device up.
  if (editing && !deleted && can('update')) {
    return (
      <Stack gap="8">
        <DeviceInfoForm deviceRef={device} />
        {images}
      </Stack>
    );
  }

  const json = (device.properties.json ?? {}) as Record<string, unknown>;
  const fields = propertyFieldsOf(device.deviceTypeCategory.slug);
  const none = t`Not set`;
  const text = (value: string | null | undefined) => (value && value.trim() ? value : none);
  const facts: [string, string][] = [
    [t`Name`, device.name],
    [t`Network id`, device.networkId],
    [t`Serial number`, text(device.serialNumber)],
    [t`Owner`, device.owner.name],
    [t`Package`, text(device.package?.name)],
    [t`Device type`, device.deviceTypeCategory.name],
    [t`Model`, device.deviceModel.title],
    [t`Network`, networkName(device.deviceModel.networkType, device.deviceModel.networkProtocol)],
    [t`Lifecycle`, lifecycleLabel(device.lifecycle)],
    [t`Place`, text(device.placeName)],
    [t`Position`, device.geo ? `${device.geo.lat.toFixed(5)}, ${device.geo.lon.toFixed(5)}` : none],
    [t`Created`, formatDateTime(i18n, device.createdAt, utcOffset)],
    [t`Last changed`, formatDateTime(i18n, device.updatedAt, utcOffset)],
  ];
  return (
    <Stack gap="8">
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6">
        <Stack gap="4">
          <Heading as="h2" size="md">
            <Trans>Device</Trans>
          </Heading>
          <DataList.Root orientation="horizontal" size="md">
            {facts.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel minW="40">{label}</DataList.ItemLabel>
                <DataList.ItemValue color={value === none ? 'fg.subtle' : undefined} wordBreak="break-word">
                  {value}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          <Box>
            <Text fontWeight="medium" mb="1">
              <Trans>Notes</Trans>
            </Text>
            <Text whiteSpace="pre-wrap" color={device.notes ? 'fg' : 'fg.subtle'}>
              {text(device.notes)}
            </Text>
          </Box>
        </Stack>
        <Stack gap="4">
          <Heading as="h2" size="md">
            <Trans>Settings</Trans>
          </Heading>
          <DataList.Root orientation="horizontal" size="md">
            {fields.map((field) => {
              const value = json[field.key];
              const shown =
                value === undefined || value === null || value === ''
                  ? none
                  : typeof value === 'number'
                    ? formatNumber(i18n, value, field.unit)
                    : String(value);
              return (
                <DataList.Item key={field.key}>
                  <DataList.ItemLabel minW="40">{propertyLabel(field.key)}</DataList.ItemLabel>
                  <DataList.ItemValue color={shown === none ? 'fg.subtle' : undefined}>{shown}</DataList.ItemValue>
                </DataList.Item>
              );
            })}
          </DataList.Root>
        </Stack>
      </Grid>
      {images}
    </Stack>
  );
}
