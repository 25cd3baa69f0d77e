import { Link, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { devicePath, serviceOrderDetailsPath } from '../../../../routing/paths';

type Change = { readonly field: string; readonly after?: unknown };

/** The fields a replacement's audit entry says in its sentence, not in the list of changes. */
export const replacementFields: ReadonlySet<string> = new Set(['replacedBy', 'replaces', 'serviceOrder', 'monitoringRecord']);

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/**
 * A device replacement's audit entry as a sentence (the API writes `device.replaced` on the old
 * device and `device.replacement` on the new one, each naming the other device and the order):
 * "Replaced by <device> in <service order 19>", with links to both, the note, and whether the
 * monitoring record moved here.
 */
export function ReplacementSummary({ action, changes }: { action: string; changes: readonly Change[] }) {
  const after = (field: string) => changes.find((change) => change.field === field)?.after;
  const other = after(action === 'device.replaced' ? 'replacedBy' : 'replaces');
  const order = after('serviceOrder');
  const device = isObject(other) && text(other._id) ? { id: other._id as string, name: text(other.name) ?? (other._id as string) } : null;
  const orderId = isObject(order) ? text(order.serviceOrder) : null;
  const number = isObject(order) && typeof order.number === 'number' ? order.number : null;
  const note = isObject(order) ? text(order.note) : null;
  const recordMoved = action === 'device.replacement' && text(after('monitoringRecord')) !== null;

  const deviceLink = device ? (
    <Link asChild variant="underline">
      <RouterLink to={devicePath(device.id)}>{device.name}</RouterLink>
    </Link>
  ) : (
    '—'
  );
  const orderLink =
    orderId && number !== null ? (
      <Link asChild variant="underline">
        <RouterLink to={serviceOrderDetailsPath(orderId)}>
          <Trans>service order {number}</Trans>
        </RouterLink>
      </Link>
    ) : null;
  return (
    <Stack gap="1" mb="2" fontSize="sm">
      <Text>
        {action === 'device.replaced' ? (
          orderLink ? (
            <Trans>
              Replaced by {deviceLink} in {orderLink}.
            </Trans>
          ) : (
            <Trans>Replaced by {deviceLink}.</Trans>
          )
        ) : orderLink ? (
          <Trans>
            Installed in place of {deviceLink} in {orderLink}.
          </Trans>
        ) : (
          <Trans>Installed in place of {deviceLink}.</Trans>
        )}
      </Text>
      {recordMoved && (
        <Text color="fg.muted">
          <Trans>Its monitoring record (status, notes and errors) moved here.</Trans>
        </Text>
      )}
      {note && (
        <Text color="fg.muted" whiteSpace="pre-wrap">
          <Trans>Note: {note}</Trans>
        </Text>
      )}
    </Stack>
  );
}
