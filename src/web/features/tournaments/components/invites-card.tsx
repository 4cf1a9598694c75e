import {
  Badge,
  Button,
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
  type Invite,
  type InviteRole,
  type Tournament,
} from '../../../../contract/tournaments.ts';
import { ApiErrorAlert } from '../../../components/api-error-alert.tsx';
import { CopyButton } from '../../../components/copy-button.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import { fieldMessages, formLevelMessage } from '../../../lib/form-errors.ts';
import { formatDay } from '../../../lib/i18n/formats.ts';
import { useLinkUrl } from '../../../lib/link-url.ts';
import { useLocale, useT } from '../../../lib/i18n/i18n-store.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { ListQueryState } from '../../../components/list-query-state.tsx';
import { useCreateInvite } from '../api/create-invite.ts';
import { useInvites } from '../api/get-invites.ts';
import { useRevokeInvite } from '../api/revoke-invite.ts';

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
export function useGrantableRoles() {
  const t = useT('manage');
  return inviteRoleSchema.options.map((role) => ({
    value: role,
    label: t(`members.role.${role}`),
  }));
}

export function InvitesCard({ tournament }: { tournament: Tournament }) {
  const t = useT('manage');
  const grantableRoles = useGrantableRoles();
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
      onSuccess: (invite) => notifySuccess(t('members.invite.created', { code: invite.code })),
      onError: (error) => form.setErrors(fieldMessages(error, fieldNames)),
    });
  const showError = formLevelMessage(create.error, fieldNames) !== null;

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {t('members.invites.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('members.invites.intro')}
          </Text>
        </div>
        {tournament.archived ? null : (
          <form onSubmit={form.onSubmit(submit)} noValidate>
            <Stack gap="sm">
              {showError ? <ApiErrorAlert error={create.error} /> : null}
              <Group gap="sm" align="flex-start" wrap="wrap">
                <Select
                  label={t('members.invite.role')}
                  data={grantableRoles}
                  allowDeselect={false}
                  w={170}
                  key={form.key('role')}
                  {...form.getInputProps('role')}
                />
                <NumberInput
                  label={t('members.invite.maxUses')}
                  description={t('members.invite.maxUses.description')}
                  min={1}
                  max={1000}
                  allowDecimal={false}
                  w={150}
                  key={form.key('maxUses')}
                  {...form.getInputProps('maxUses')}
                />
                <NumberInput
                  label={t('members.invite.expiresInDays')}
                  description={t('members.invite.expiresInDays.description')}
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
                  {t('members.invite.create')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        <ListQueryState
          query={invites}
          loadingLabel={t('members.invites.loading')}
          empty={<EmptyState>{t('members.invites.empty')}</EmptyState>}
        >
          {(items) => (
            <DataTable
              minWidth={760}
              verticalSpacing="xs"
              aria-label={t('members.invites.title')}
              columns={[
                t('members.invites.column.code'),
                t('members.invites.column.role'),
                t('members.invites.column.uses'),
                t('members.invites.column.expires'),
                t('members.invites.column.state'),
                t('members.invites.column.actions'),
              ]}
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
  const t = useT('manage');
  const locale = useLocale();
  const linkUrl = useLinkUrl();
  const revoke = useRevokeInvite(tournament.id);
  const active = invite.state === 'active';
  return (
    <Table.Tr data-invite-code={invite.code}>
      <Table.Td>
        <Text ff="monospace" fw={600}>
          {invite.code}
        </Text>
      </Table.Td>
      <Table.Td>{t(`members.role.${invite.role}`)}</Table.Td>
      <Table.Td>
        {invite.maxUses === null
          ? invite.uses
          : t('members.invite.usesOf', { uses: invite.uses, max: invite.maxUses })}
      </Table.Td>
      <Table.Td>
        {invite.expiresAt ? formatDay(locale, invite.expiresAt) : t('members.invite.never')}
      </Table.Td>
      <Table.Td>
        <Badge color={stateColors[invite.state]} variant="light">
          {t(`members.invite.state.${invite.state}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <CopyButton
            size="compact-sm"
            variant="light"
            withIcon={false}
            disabled={!active}
            value={invite.code}
            label={t('members.invite.copyCode')}
            copiedLabel={t('members.invite.copied')}
          />
          <CopyButton
            size="compact-sm"
            variant="light"
            withIcon={false}
            disabled={!active}
            value={linkUrl(paths.joinTournament.href({ inviteCode: invite.code }))}
            label={t('members.invite.copyLink')}
            copiedLabel={t('members.invite.copied')}
          />
          {active && !tournament.archived ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              loading={revoke.isPending}
              aria-label={t('members.invite.revokeLabel', { code: invite.code })}
              onClick={() =>
                revoke.mutate(invite.id, {
                  onSuccess: () =>
                    notifySuccess(t('members.invite.revoked', { code: invite.code })),
                  onError: (error) => notifyError(error, t('members.invite.notRevoked')),
                })
              }
            >
              {t('members.invite.revoke')}
            </Button>
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
