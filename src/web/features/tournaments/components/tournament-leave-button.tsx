import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import type { Tournament } from '../../../../contract/tournaments.ts';
import { ApiErrorAlert } from '../../../components/api-error-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import { useProfile } from '../../../lib/session.ts';
import { useRemoveMember } from '../api/remove-member.ts';

/** Any member but the owner may leave; the owner would leave the tournament without an owner. */
export function TournamentLeaveButton({ tournament }: { tournament: Tournament }) {
  const t = useT('manage');
  const profile = useProfile();
  const navigate = useNavigate();
  const [opened, { open, close }] = useDisclosure(false);
  const leave = useRemoveMember(tournament.id);
  if (tournament.myRole === 'owner') return null;

  return (
    <>
      <Button variant="subtle" color="red" size="compact-sm" onClick={open}>
        {t('tournaments.leave.button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('tournaments.leave.title')} centered>
        <Stack gap="md">
          <Text size="sm">{t('tournaments.leave.body', { name: tournament.name })}</Text>
          <ApiErrorAlert error={leave.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('tournaments.cancel')}
            </Button>
            <Button
              color="red"
              loading={leave.isPending}
              onClick={() =>
                leave.mutate(profile.id, {
                  onSuccess: () => {
                    notifySuccess(t('tournaments.leave.done', { name: tournament.name }));
                    void navigate(paths.tournaments.href());
                  },
                })
              }
            >
              {t('tournaments.leave.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
