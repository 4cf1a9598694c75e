import {
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import {
  inviteRoleSchema,
  roleAtLeast,
  type Member,
  type Tournament,
} from '../../../../contract/tournaments.ts';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { RoleBadge } from '../../../components/role-badge.tsx';
import { formatDay } from '../../../lib/i18n/formats.ts';
import { useLocale, useT } from '../../../lib/i18n/i18n-store.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useProfile } from '../../../lib/session.ts';
import { InvitesCard, useGrantableRoles } from './invites-card.tsx';
import { ListQueryState } from '../../../components/list-query-state.tsx';
import { useTournament } from './tournament-context.ts';
import { useMembers } from '../api/get-members.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { useUpdateMemberRole } from '../api/update-member-role.ts';

export function TournamentMembersTab() {
  const t = useT('manage');
  const tournament = useTournament();
  if (!roleAtLeast(tournament.myRole, 'admin')) {
    return (
      <Alert color="red" variant="light" title={t('tournaments.noPermission')}>
        {t('members.noPermission')}
      </Alert>
    );
  }
  return (
    <Stack gap="xl">
      <MembersCard tournament={tournament} />
      <InvitesCard tournament={tournament} />
    </Stack>
  );
}

function MembersCard({ tournament }: { tournament: Tournament }) {
  const t = useT('manage');
  const members = useMembers(tournament.id);
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('members.title')}
        </Title>
        <ListQueryState
          query={members}
          loadingLabel={t('members.loading')}
          empty={<EmptyState>{t('members.empty')}</EmptyState>}
        >
          {(items) => (
            <DataTable
              minWidth={640}
              verticalSpacing="xs"
              columns={[
                t('members.column.name'),
                t('members.column.email'),
                t('members.column.role'),
                t('members.column.joined'),
                t('members.column.actions'),
              ]}
            >
              {items.map((member) => (
                <MemberRow key={member.userId} member={member} tournament={tournament} />
              ))}
            </DataTable>
          )}
        </ListQueryState>
      </Stack>
    </Paper>
  );
}

function MemberRow({ member, tournament }: { member: Member; tournament: Tournament }) {
  const t = useT('manage');
  const locale = useLocale();
  const grantableRoles = useGrantableRoles();
  const profile = useProfile();
  const updateRole = useUpdateMemberRole(tournament.id);
  const remove = useRemoveMember(tournament.id);
  const [confirming, setConfirming] = useState(false);
  const isMe = member.userId === profile.id;
  const editable = member.role !== 'owner' && !isMe && !tournament.archived;

  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {isMe ? t('members.you', { name: member.name }) : member.name}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{member.email}</Text>
      </Table.Td>
      <Table.Td>
        {editable ? (
          <Select
            aria-label={t('members.roleOf', { name: member.name })}
            data={grantableRoles}
            value={member.role}
            allowDeselect={false}
            disabled={updateRole.isPending}
            w={160}
            onChange={(value) => {
              const role = inviteRoleSchema.safeParse(value);
              if (!role.success || role.data === member.role) return;
              updateRole.mutate(
                { userId: member.userId, role: role.data },
                {
                  onSuccess: () =>
                    notifySuccess(t('members.roleChanged', { name: member.name, role: role.data })),
                  onError: (error) => notifyError(error, t('members.roleNotChanged')),
                },
              );
            }}
          />
        ) : (
          <RoleBadge role={member.role} />
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatDay(locale, member.joinedAt)}</Text>
      </Table.Td>
      <Table.Td>
        {editable ? (
          <>
            <Button
              size="compact-sm"
              color="red"
              variant="subtle"
              aria-label={t('members.remove.label', { name: member.name })}
              onClick={() => setConfirming(true)}
            >
              {t('members.remove.button')}
            </Button>
            <Modal
              opened={confirming}
              onClose={() => setConfirming(false)}
              title={t('members.remove.title', { name: member.name })}
              centered
            >
              <Stack gap="md">
                <Text size="sm">
                  {t('members.remove.body', {
                    name: member.name,
                    email: member.email,
                    role: member.role,
                    tournament: tournament.name,
                  })}
                </Text>
                <Group justify="flex-end">
                  <Button variant="default" onClick={() => setConfirming(false)}>
                    {t('tournaments.cancel')}
                  </Button>
                  <Button
                    color="red"
                    loading={remove.isPending}
                    onClick={() =>
                      remove.mutate(member.userId, {
                        onSuccess: () => {
                          setConfirming(false);
                          notifySuccess(t('members.remove.done', { name: member.name }));
                        },
                        onError: (error) => notifyError(error, t('members.remove.failed')),
                      })
                    }
                  >
                    {t('members.remove.confirm')}
                  </Button>
                </Group>
              </Stack>
            </Modal>
          </>
        ) : (
          <Group gap={4}>
            <Text size="xs" c="dimmed">
              {member.role === 'owner'
                ? t('members.ownerStays')
                : isMe
                  ? t('members.leaveFromTop')
                  : ''}
            </Text>
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
