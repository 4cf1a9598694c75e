import { Button, Checkbox, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Season } from '../../../../contract/seasons.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { ApiErrorAlert } from '../../../components/api-error-alert.tsx';
import { seasonsQueryOptions } from '../../seasons/api/get-seasons.ts';
import { useCopyTeams } from '../api/copy-teams.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';

/** Copies every team (and, by default, its roster) of an earlier season of the tournament. */
export function CopyTeamsButton({ season }: { season: Season }) {
  const t = useT('manage');
  const [opened, { open, close }] = useDisclosure(false);
  const seasons = useQuery({ ...seasonsQueryOptions(season.tournamentId), enabled: opened });
  const copy = useCopyTeams(season.id);
  const [from, setFrom] = useState<string | null>(null);
  const [withPlayers, setWithPlayers] = useState(true);
  const others = (seasons.data ?? []).filter((s) => s.id !== season.id);

  const submit = () => {
    if (!from) return;
    copy.mutate(
      { fromSeasonId: from, withPlayers },
      {
        onSuccess: ({ teams }) => {
          notifySuccess(t('teams.copy.done', { count: teams.length }));
          close();
        },
      },
    );
  };

  return (
    <>
      <Button variant="default" onClick={open}>
        {t('teams.copy.title')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('teams.copy.title')} centered>
        <Stack gap="md">
          {seasons.isPending ? <Text size="sm">{t('teams.copy.loading')}</Text> : null}
          {seasons.isError ? <ApiErrorAlert error={seasons.error} /> : null}
          {seasons.isSuccess && others.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('teams.copy.noOther')}
            </Text>
          ) : null}
          {others.length > 0 ? (
            <>
              <Select
                label={t('teams.copy.from')}
                placeholder={t('teams.copy.from.placeholder')}
                data={others.map((s) => ({
                  value: s.id,
                  label: t('teams.copy.option', { name: s.name, count: s.teamCount }),
                }))}
                value={from}
                onChange={setFrom}
              />
              <Checkbox
                label={t('teams.copy.withPlayers')}
                checked={withPlayers}
                onChange={(e) => setWithPlayers(e.currentTarget.checked)}
              />
            </>
          ) : null}
          <ApiErrorAlert error={copy.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('tournaments.cancel')}
            </Button>
            {others.length > 0 ? (
              <Button onClick={submit} disabled={!from} loading={copy.isPending}>
                {t('teams.copy.submit')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
