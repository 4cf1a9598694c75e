import {
  Badge,
  Button,
  CopyButton,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  createInviteSchema,
  inviteRoleSchema,
  roleLabels,
  type Invite,
  type InviteRole,
  type Tournament,
} from '../../../../contract/tournaments.ts';
import { ApiErrorAlert } from '../../../components/api-error-alert.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import { fieldMessages, formLevelMessage } from '../../../lib/form-errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { ListQueryState } from '../../../components/list-query-state.tsx';
import { useCreateInvite } from '../api/create-invite.ts';
import { useInvites } from '../api/get-invites.ts';
import { useRevokeInvite } from '../api/revoke-invite.ts';

const stateLabels: Record<Invite['state'], string> = {
  active: 'Active',
  expired: 'Expired',
  'used-up': 'Used up',
  revoked: 'Revoked',
};
const stateColors: Record<Invite['state'], string> = {
  active: 'green',
  expired: 'gray',
  'used-up': 'gray',
  revoked: 'red',
};

interface InviteForm {
  role: InviteRole;
  /** Empty input = no limit. */
  maxUses: number | '';
  expiresInDays: number | '';
}

function toRequest(values: InviteForm) {
  return {
    role: values.role,
    maxUses: values.maxUses === '' ? null : values.maxUses,
    expiresInDays: values.expiresInDays === '' ? null : values.expiresInDays,
  };
}

const fieldNames = ['role', 'maxUses', 'expiresInDays'] as const;

/** The roles an invite or an admin can hand out: every role but owner. */
export const grantableRoles = inviteRoleSchema.options.map((role) => ({
  value: role,
  label: roleLabels[role],
}));

export function joinLink(code: string): string {
  return `${window.location.origin}${paths.joinTournament.href({ inviteCode: code })}`;
}

export function InvitesCard({ tournament }: { tournament: Tournament }) {
  const invites = useInvites(tournament.id);
  const create = useCreateInvite(tournament.id);
  const validate = zodValidate(createInviteSchema);
  const form = useForm<InviteForm>({
    mode: 'uncontrolled',
    initialValues: { role: 'scorekeeper', maxUses: '', expiresInDays: 7 },
    validate: (values) => validate(toRequest(values)),
  });

  const submit = (values: InviteForm) =>
    create.mutate(createInviteSchema.parse(toRequest(values)), {
      onSuccess: (invite) => notifySuccess(`Invite ${invite.code} was created.`),
      onError: (error) => form.setErrors(fieldMessages(error, fieldNames)),
    });
  const showError = formLevelMessage(create.error, fieldNames) !== null;

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            Invites
          </Title>
          <Text size="sm" c="dimmed">
            Anyone with an active code can join with its role. Share the code or the join link.
          </Text>
        </div>
        {tournament.archived ? null : (
          <form onSubmit={form.onSubmit(submit)} noValidate>
            <Stack gap="sm">
              {showError ? <ApiErrorAlert error={create.error} /> : null}
              <Group gap="sm" align="flex-start" wrap="wrap">
                <Select
                  label="Role"
                  data={grantableRoles}
                  allowDeselect={false}
                  w={170}
                  key={form.key('role')}
                  {...form.getInputProps('role')}
                />
                <NumberInput
                  label="Max uses"
                  description="Empty: no limit"
                  min={1}
                  max={1000}
                  allowDecimal={false}
                  w={150}
                  key={form.key('maxUses')}
                  {...form.getInputProps('maxUses')}
                />
                <NumberInput
                  label="Expires after (days)"
                  description="Empty: never"
                  min={1}
                  max={365}
                  allowDecimal={false}
                  w={170}
                  key={form.key('expiresInDays')}
                  {...form.getInputProps('expiresInDays')}
                />
              </Group>
              <Group>
                <Button type="submit" loading={create.isPending}>
                  Create invite
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        <ListQueryState
          query={invites}
          loadingLabel="Loading invites"
          empty={
            <EmptyState>
              No invites yet. Create one to bring in admins, scorekeepers or viewers.
            </EmptyState>
          }
        >
          {(items) => (
            <DataTable
              minWidth={760}
              verticalSpacing="xs"
              aria-label="Invites"
              columns={['Code', 'Role', 'Uses', 'Expires', 'State', 'Actions']}
            >
              {items.map((invite) => (
                <InviteRow key={invite.id} invite={invite} tournament={tournament} />
              ))}
            </DataTable>
          )}
        </ListQueryState>
      </Stack>
    </Paper>
  );
}

function InviteRow({ invite, tournament }: { invite: Invite; tournament: Tournament }) {
  const revoke = useRevokeInvite(tournament.id);
  const active = invite.state === 'active';
  return (
    <Table.Tr data-invite-code={invite.code}>
      <Table.Td>
        <Text ff="monospace" fw={600}>
          {invite.code}
        </Text>
      </Table.Td>
      <Table.Td>{roleLabels[invite.role]}</Table.Td>
      <Table.Td>
        {invite.uses}
        {invite.maxUses === null ? '' : ` of ${invite.maxUses}`}
      </Table.Td>
      <Table.Td>{invite.expiresAt ? formatDate(invite.expiresAt) : 'Never'}</Table.Td>
      <Table.Td>
        <Badge color={stateColors[invite.state]} variant="light">
          {stateLabels[invite.state]}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <CopyButton value={invite.code}>
            {({ copied, copy }) => (
              <Button size="compact-sm" variant="light" onClick={copy} disabled={!active}>
                {copied ? 'Copied' : 'Copy code'}
              </Button>
            )}
          </CopyButton>
          <CopyButton value={joinLink(invite.code)}>
            {({ copied, copy }) => (
              <Button size="compact-sm" variant="light" onClick={copy} disabled={!active}>
                {copied ? 'Copied' : 'Copy link'}
              </Button>
            )}
          </CopyButton>
          {active && !tournament.archived ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              loading={revoke.isPending}
              aria-label={`Revoke invite ${invite.code}`}
              onClick={() =>
                revoke.mutate(invite.id, {
                  onSuccess: () => notifySuccess(`Invite ${invite.code} was revoked.`),
                  onError: (error) => notifyError(error, 'The invite was not revoked'),
                })
              }
            >
              Revoke
            </Button>
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
