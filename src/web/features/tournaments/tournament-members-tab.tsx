import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  inviteRoleSchema,
  roleAtLeast,
  roleLabels,
  type Member,
  type Tournament,
} from '../../../contract/tournaments.ts';
import { ApiErrorAlert } from '../../components/api-error-alert.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { RoleBadge } from '../../components/role-badge.tsx';
import { formatDate } from '../../lib/format.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useProfile } from '../../lib/session.ts';
import {
  membersQueryOptions,
  useRemoveMember,
  useUpdateMemberRole,
} from '../../lib/tournament-api.ts';
import { InvitesCard } from './invites-card.tsx';
import { useTournament } from './tournament-context.ts';

const grantableRoles = inviteRoleSchema.options.map((role) => ({
  value: role,
  label: roleLabels[role],
}));

export function TournamentMembersTab() {
  const tournament = useTournament();
  if (!roleAtLeast(tournament.myRole, 'admin')) {
    return (
      <Alert color="red" variant="light" title="You don't have permission to see this">
        Only the owner or an admin can manage the members and invites of this tournament.
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
  const members = useQuery(membersQueryOptions(tournament.id));
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          Members
        </Title>
        {members.isPending ? <Loader aria-label="Loading members" /> : null}
        {members.error ? <ApiErrorAlert error={members.error} /> : null}
        {members.data && members.data.length === 0 ? (
          <EmptyState>No members yet.</EmptyState>
        ) : null}
        {members.data && members.data.length > 0 ? (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Role</Table.Th>
                  <Table.Th>Joined</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {members.data.map((member) => (
                  <MemberRow key={member.userId} member={member} tournament={tournament} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </Paper>
  );
}

function MemberRow({ member, tournament }: { member: Member; tournament: Tournament }) {
  const profile = useProfile();
  const updateRole = useUpdateMemberRole(tournament.id);
  const remove = useRemoveMember(tournament.id);
  const isMe = member.userId === profile.id;
  const editable = member.role !== 'owner' && !isMe && !tournament.archived;

  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {member.name}
          {isMe ? ' (you)' : ''}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{member.email}</Text>
      </Table.Td>
      <Table.Td>
        {editable ? (
          <Select
            aria-label={`Role of ${member.name}`}
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
                    notifySuccess(`${member.name} is now ${roleLabels[role.data].toLowerCase()}.`),
                  onError: (error) => notifyError(error, 'The role was not changed'),
                },
              );
            }}
          />
        ) : (
          <RoleBadge role={member.role} />
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatDate(member.joinedAt)}</Text>
      </Table.Td>
      <Table.Td>
        {editable ? (
          <Button
            size="compact-sm"
            color="red"
            variant="subtle"
            loading={remove.isPending}
            aria-label={`Remove ${member.name}`}
            onClick={() =>
              remove.mutate(member.userId, {
                onSuccess: () => notifySuccess(`${member.name} was removed.`),
                onError: (error) => notifyError(error, 'The member was not removed'),
              })
            }
          >
            Remove
          </Button>
        ) : (
          <Group gap={4}>
            <Text size="xs" c="dimmed">
              {member.role === 'owner' ? 'The owner stays' : isMe ? 'Leave from the top' : ''}
            </Text>
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
