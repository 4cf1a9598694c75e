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
  roleLabels,
  type Member,
  type Tournament,
} from '../../../../contract/tournaments.ts';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { RoleBadge } from '../../../components/role-badge.tsx';
import { formatDate } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useProfile } from '../../../lib/session.ts';
import { grantableRoles, InvitesCard } from './invites-card.tsx';
import { ListQueryState } from '../../../components/list-query-state.tsx';
import { useTournament } from './tournament-context.ts';
import { useMembers } from '../api/get-members.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { useUpdateMemberRole } from '../api/update-member-role.ts';

/** "Admin" → "an admin", "Scorekeeper" → "a scorekeeper". */
function withArticle(role: string): string {
  const word = role.toLowerCase();
  return `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;
}

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
  const members = useMembers(tournament.id);
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          Members
        </Title>
        <ListQueryState
          query={members}
          loadingLabel="Loading members"
          empty={<EmptyState>No members yet.</EmptyState>}
        >
          {(items) => (
            <DataTable
              minWidth={640}
              verticalSpacing="xs"
              columns={['Name', 'Email', 'Role', 'Joined', 'Actions']}
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
          <>
            <Button
              size="compact-sm"
              color="red"
              variant="subtle"
              aria-label={`Remove ${member.name}`}
              onClick={() => setConfirming(true)}
            >
              Remove
            </Button>
            <Modal
              opened={confirming}
              onClose={() => setConfirming(false)}
              title={`Remove ${member.name}?`}
              centered
            >
              <Stack gap="md">
                <Text size="sm">
                  {member.name} ({member.email}) stops being {withArticle(roleLabels[member.role])}{' '}
                  of {tournament.name} and loses access to its seasons, teams and games at once.
                  Coming back takes a new invite.
                </Text>
                <Group justify="flex-end">
                  <Button variant="default" onClick={() => setConfirming(false)}>
                    Cancel
                  </Button>
                  <Button
                    color="red"
                    loading={remove.isPending}
                    onClick={() =>
                      remove.mutate(member.userId, {
                        onSuccess: () => {
                          setConfirming(false);
                          notifySuccess(`${member.name} was removed.`);
                        },
                        onError: (error) => notifyError(error, 'The member was not removed'),
                      })
                    }
                  >
                    Remove member
                  </Button>
                </Group>
              </Stack>
            </Modal>
          </>
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
