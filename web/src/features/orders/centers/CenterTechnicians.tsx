import { Badge, Button, Card, CloseButton, Dialog, Heading, HStack, IconButton, Link, Menu, Portal, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useContext, useState, useTransition } from 'react';
import { EllipsisVerticalIcon, UserPlusIcon } from 'lucide-react';
import { graphql, useMutation, useRefetchableFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { CenterTechniciansAddMutation } from '../../../../__generated__/CenterTechniciansAddMutation.graphql';
import type { CenterTechniciansFragment$key } from '../../../../__generated__/CenterTechniciansFragment.graphql';
import type { CenterTechniciansRefetchQuery } from '../../../../__generated__/CenterTechniciansRefetchQuery.graphql';
import type { CenterTechniciansRemoveMutation } from '../../../../__generated__/CenterTechniciansRemoveMutation.graphql';
import type { CenterTechniciansUpdateMutation } from '../../../../__generated__/CenterTechniciansUpdateMutation.graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListEmptyState } from '../../../components/list/ListEmptyState';
import { useIsWide } from '../../../components/list/useIsWide';
import { MultiSelect } from '../../../components/MultiSelect';
import { SearchPicker } from '../../../components/picker/SearchPicker';
import { toaster } from '../../../components/toaster';
import { formatNumber } from '../../../i18n/format/formatNumber';
import { technicianPath } from '../../../routing/paths';
import { ViewerAccessContext } from '../../../routing/ViewerAccessContext';
import { ModelBadges } from '../ModelBadges';
import { mutationFailure } from '../mutationFailure';
import { useUserPickerSource } from '../../../components/picker/useUserPickerSource';

type Model = { readonly id: string; readonly title: string };
type Props = { center: CenterTechniciansFragment$key; deviceModels: readonly Model[] };

/**
 * A centre's technicians: add users as technicians, choose the device models each services,
 * deactivate (they can no longer be assigned orders) and remove, each with its outcome in a toast.
 */
export function CenterTechnicians({ center, deviceModels }: Props) {
  const { t, i18n } = useLingui();
  const [data, refetch] = useRefetchableFragment<CenterTechniciansRefetchQuery, CenterTechniciansFragment$key>(
    graphql`
      fragment CenterTechniciansFragment on ServiceCenter @refetchable(queryName: "CenterTechniciansRefetchQuery") {
        id
        serviceCenterId
        name
        # $technicians: the page query's size (a variable, for the gateway's cost limit).
        technicians(first: $technicians) {
          totalCount
          edges {
            node {
              id
              technicianId
              name
              isActive
              openOrderCount
              user {
                email
                isActive
              }
              models {
                id
                title
              }
            }
          }
        }
      }
    `,
    center,
  );
  const viewer = useContext(ViewerAccessContext);
  const can = (action: 'create' | 'update' | 'delete') => viewer !== null && viewer.ability.can(action, 'Technician');
  const isWide = useIsWide();
  const [, startTransition] = useTransition();
  const reload = () =>
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  const [adding, setAdding] = useState(false);
  const [editingModels, setEditingModels] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{ kind: 'deactivate' | 'remove'; id: string; name: string } | null>(null);

  const [commitUpdate, updating] = useMutation<CenterTechniciansUpdateMutation>(graphql`
    mutation CenterTechniciansUpdateMutation($input: UpdateTechnicianInput!) {
      updateTechnician(input: $input) {
        technician {
          id
          isActive
          models {
            id
            title
          }
          updatedAt
        }
      }
    }
  `);
  const [commitRemove, removing] = useMutation<CenterTechniciansRemoveMutation>(graphql`
    mutation CenterTechniciansRemoveMutation($input: RemoveTechnicianInput!) {
      removeTechnician(input: $input) {
        removedTechnicianId
        serviceCenter {
          id
          technicianCount
        }
      }
    }
  `);
  const failed = (title: string) => (error: Error) => {
    toaster.create({ type: 'error', title, description: mutationFailure(error).description, closable: true });
  };

  const setActive = (id: string, name: string, isActive: boolean) =>
    commitUpdate({
      variables: { input: { id, isActive } },
      onCompleted: () => {
        setConfirm(null);
        toaster.create({ type: 'success', title: isActive ? t`${name} was activated` : t`${name} was deactivated` });
      },
      onError: (error) => {
        setConfirm(null);
        failed(t`The technician could not be changed`)(error);
      },
    });
  const remove = (id: string, name: string) =>
    commitRemove({
      variables: { input: { id } },
      onCompleted: () => {
        setConfirm(null);
        toaster.create({ type: 'success', title: t`${name} was removed from the centre` });
        reload();
      },
      onError: (error) => {
        setConfirm(null);
        failed(t`The technician could not be removed`)(error);
      },
    });

  const technicians = data.technicians.edges.map((edge) => edge.node);
  const confirmName = confirm?.name ?? '';
  const editing = technicians.find((tech) => tech.id === editingModels) ?? null;

  const actions = (tech: (typeof technicians)[number]) => {
    const techName = tech.name;
    return (
    (can('update') || can('delete')) && (
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <IconButton size="xs" variant="ghost" aria-label={t`Actions for ${techName}`}>
            <EllipsisVerticalIcon />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {can('update') && (
                <Menu.Item value="models" onSelect={() => setEditingModels(tech.id)}>
                  <Trans>Device models…</Trans>
                </Menu.Item>
              )}
              {can('update') &&
                (tech.isActive ? (
                  <Menu.Item value="deactivate" onSelect={() => setConfirm({ kind: 'deactivate', id: tech.id, name: tech.name })}>
                    <Trans>Deactivate</Trans>
                  </Menu.Item>
                ) : (
                  <Menu.Item value="activate" onSelect={() => setActive(tech.id, tech.name, true)}>
                    <Trans>Activate</Trans>
                  </Menu.Item>
                ))}
              {can('delete') && (
                <Menu.Item value="remove" color="fg.error" onSelect={() => setConfirm({ kind: 'remove', id: tech.id, name: tech.name })}>
                  <Trans>Remove from centre</Trans>
                </Menu.Item>
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    )
    );
  };
  const status = (tech: (typeof technicians)[number]) =>
    tech.isActive && tech.user.isActive ? (
      <Badge size="sm" colorPalette="green">
        <Trans>Active</Trans>
      </Badge>
    ) : (
      <Badge size="sm" colorPalette="gray">
        {tech.user.isActive ? <Trans>Inactive</Trans> : <Trans>Account deactivated</Trans>}
      </Badge>
    );
  const models = (tech: (typeof technicians)[number]) => <ModelBadges models={tech.models} />;
  const nameLink = (tech: (typeof technicians)[number]) => (
    <Link asChild fontWeight="medium" color="brand.fg">
      <RouterLink to={technicianPath(data.serviceCenterId, tech.technicianId)}>{tech.name}</RouterLink>
    </Link>
  );

  return (
    <Card.Root minW="0">
      <Card.Header>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Stack gap="0.5">
            <Card.Title as="h2">
              <Trans>Technicians</Trans>
            </Card.Title>
            <Text fontSize="sm" color="fg.muted">
              <Plural value={data.technicians.totalCount} one="# technician" other="# technicians" />
            </Text>
          </Stack>
          {can('create') && !adding && (
            <Button size="sm" colorPalette="brand" onClick={() => setAdding(true)}>
              <UserPlusIcon aria-hidden />
              <Trans>Add technicians</Trans>
            </Button>
          )}
        </HStack>
      </Card.Header>
      <Card.Body minW="0">
        {adding && (
          <Suspense fallback={<Skeleton height="40" mb="4" />}>
            <AddTechniciansPanel centerId={data.id} centerName={data.name} deviceModels={deviceModels} onClose={() => setAdding(false)} onAdded={reload} />
          </Suspense>
        )}
        {technicians.length === 0 ? (
          <ListEmptyState title={t`No technicians yet`} description={t`Add the users who carry out this centre's service orders.`} />
        ) : isWide ? (
          <Table.ScrollArea borderWidth="1px" borderRadius="l2">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row bg="bg.subtle">
                  <Table.ColumnHeader>
                    <Trans>Name</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>E-mail</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>Status</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>Device models</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    <Trans>Open orders</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Text srOnly>
                      <Trans>Actions</Trans>
                    </Text>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {technicians.map((tech) => (
                  <Table.Row key={tech.id}>
                    <Table.Cell>{nameLink(tech)}</Table.Cell>
                    <Table.Cell>{tech.user.email}</Table.Cell>
                    <Table.Cell>{status(tech)}</Table.Cell>
                    <Table.Cell maxW="80">{models(tech)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatNumber(i18n, tech.openOrderCount)}</Table.Cell>
                    <Table.Cell textAlign="end">{actions(tech)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" aria-label={t`Technicians`}>
            {technicians.map((tech) => (
              <Card.Root as="li" key={tech.id} size="sm" aria-label={tech.name}>
                <Card.Body gap="2">
                  <HStack justify="space-between" align="flex-start">
                    <Stack gap="0.5" minW="0">
                      {nameLink(tech)}
                      <Text fontSize="sm" color="fg.muted" truncate>
                        {tech.user.email}
                      </Text>
                    </Stack>
                    <HStack gap="1">
                      {status(tech)}
                      {actions(tech)}
                    </HStack>
                  </HStack>
                  {models(tech)}
                  <Text fontSize="sm" color="fg.muted">
                    <Plural value={tech.openOrderCount} one="# open order" other="# open orders" />
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
        )}
      </Card.Body>
      {editing && (
        <ModelsDialog
          name={editing.name}
          deviceModels={deviceModels}
          initial={editing.models.map((m) => m.id)}
          saving={updating}
          onClose={() => setEditingModels(null)}
          onSave={(ids) =>
            commitUpdate({
              variables: { input: { id: editing.id, deviceModelIds: ids } },
              onCompleted: () => {
                setEditingModels(null);
                toaster.create({ type: 'success', title: t`The technician's device models were saved` });
              },
              onError: failed(t`The device models could not be saved`),
            })
          }
        />
      )}
      {confirm && (
        <ConfirmDialog
          title={confirm.kind === 'remove' ? t`Remove ${confirmName}?` : t`Deactivate ${confirmName}?`}
          confirmLabel={confirm.kind === 'remove' ? t`Remove` : t`Deactivate`}
          loading={updating || removing}
          onClose={() => setConfirm(null)}
          onConfirm={() => (confirm.kind === 'remove' ? remove(confirm.id, confirm.name) : setActive(confirm.id, confirm.name, false))}
        >
          {confirm.kind === 'remove' ? (
            <Trans>They leave the centre and can no longer be assigned its orders. Orders they worked on keep their history.</Trans>
          ) : (
            <Trans>They stay in the centre but can no longer be assigned orders. You can activate them again.</Trans>
          )}
        </ConfirmDialog>
      )}
    </Card.Root>
  );
}

function FormDialog({ title, children, onClose, footer }: { title: string; children: React.ReactNode; onClose: () => void; footer: React.ReactNode }) {
  const { t } = useLingui();
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: 'md' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title pe="8">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">{children}</Stack>
            </Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ModelsDialog(props: { name: string; deviceModels: readonly Model[]; initial: string[]; saving: boolean; onClose: () => void; onSave: (ids: string[]) => void }) {
  const { t } = useLingui();
  const [ids, setIds] = useState(props.initial);
  const technicianName = props.name;
  return (
    <FormDialog
      title={t`Device models ${technicianName} services`}
      onClose={props.onClose}
      footer={
        <>
          <Button variant="outline" onClick={props.onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button colorPalette="brand" loading={props.saving} onClick={() => props.onSave(ids)}>
            <Trans>Save</Trans>
          </Button>
        </>
      }
    >
      <MultiSelect label={t`Device models`} options={props.deviceModels.map((m) => ({ value: m.id, label: m.title }))} value={ids} onChange={setIds} />
    </FormDialog>
  );
}

function AddTechniciansPanel(props: { centerId: string; centerName: string; deviceModels: readonly Model[]; onClose: () => void; onAdded: () => void }) {
  const { t } = useLingui();
  // The server's users search (Query.users), a page at a time; chosen users named by id.
  const users = useUserPickerSource();
  const [userIds, setUserIds] = useState<string[]>([]);
  const [modelIds, setModelIds] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [commit] = useMutation<CenterTechniciansAddMutation>(graphql`
    mutation CenterTechniciansAddMutation($input: AddTechnicianInput!) {
      addTechnician(input: $input) {
        technician {
          id
          name
        }
      }
    }
  `);
  const centerName = props.centerName;
  const addOne = (userId: string) =>
    new Promise<string | null>((resolve) =>
      commit({
        variables: { input: { serviceCenterId: props.centerId, userId, deviceModelIds: modelIds } },
        onCompleted: () => resolve(null),
        onError: (failure) => {
          const { description, fieldErrors } = mutationFailure(failure);
          resolve(fieldErrors.userId ?? description);
        },
      }),
    );
  const submit = async () => {
    if (userIds.length === 0) {
      setError(t`Choose at least one user.`);
      return;
    }
    setBusy(true);
    const failures: string[] = [];
    const left: string[] = [];
    for (const id of userIds) {
      const problem = await addOne(id);
      if (problem) {
        failures.push(problem);
        left.push(id);
      }
    }
    setBusy(false);
    const added = userIds.length - left.length;
    if (added > 0) {
      toaster.create({ type: 'success', title: t`Added to ${centerName}` });
      props.onAdded();
    }
    if (failures.length === 0) props.onClose();
    else {
      // What was refused stays chosen, with the API's reason beside the picker.
      setUserIds(left);
      setError([...new Set(failures)].join(' '));
    }
  };
  // In the page, not a modal: the picker's list opens in a portal, which a modal dialog would hide
  // from assistive technology (it marks everything outside itself aria-hidden).
  const title = t`Add technicians to ${centerName}`;
  return (
    <Stack as="section" aria-label={title} gap="4" borderWidth="1px" borderRadius="l2" p="4" mb="4" bg="bg.subtle">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <Stack gap="1.5">
        <SearchPicker
          label={t`Users`}
          source={users}
          value={userIds}
          onChange={(ids) => {
            setUserIds(ids);
            setError(null);
          }}
          placeholder={t`Search by name or e-mail`}
          noMatches={(text) => (text ? t`No users match "${text}".` : t`No users to choose from.`)}
          unknownLabel={t`A user you cannot see`}
        />
        {error && (
          <Text fontSize="sm" color="fg.error" role="alert">
            {error}
          </Text>
        )}
        <Text fontSize="xs" color="fg.muted">
          <Trans>A technician needs an active account whose role may work service orders.</Trans>
        </Text>
      </Stack>
      <MultiSelect label={t`Device models they service`} options={props.deviceModels.map((m) => ({ value: m.id, label: m.title }))} value={modelIds} onChange={setModelIds} />
      <HStack gap="3" justify="flex-end">
        <Button variant="outline" onClick={props.onClose} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button colorPalette="brand" loading={busy} onClick={() => void submit()}>
          <Trans>Add</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}
