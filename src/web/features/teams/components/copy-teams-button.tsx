import { Button, Checkbox, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Season } from '../../../../contract/seasons.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { ApiErrorAlert } from '../../../components/api-error-alert.tsx';
import { seasonsQueryOptions } from '../../seasons/api/get-seasons.ts';
import { useCopyTeams } from '../api/copy-teams.ts';

/** Copies every team (and, by default, its roster) of an earlier season of the tournament. */
export function CopyTeamsButton({ season }: { season: Season }) {
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
          notifySuccess(
            `${teams.length} ${teams.length === 1 ? 'team was' : 'teams were'} copied.`,
          );
          close();
        },
      },
    );
  };

  return (
    <>
      <Button variant="default" onClick={open}>
        Copy teams from another season
      </Button>
      <Modal opened={opened} onClose={close} title="Copy teams from another season" centered>
        <Stack gap="md">
          {seasons.isPending ? <Text size="sm">Loading seasons…</Text> : null}
          {seasons.isError ? <ApiErrorAlert error={seasons.error} /> : null}
          {seasons.isSuccess && others.length === 0 ? (
            <Text size="sm" c="dimmed">
              This tournament has no other season to copy teams from.
            </Text>
          ) : null}
          {others.length > 0 ? (
            <>
              <Select
                label="Season to copy from"
                placeholder="Choose a season"
                data={others.map((s) => ({
                  value: s.id,
                  label: `${s.name} (${s.teamCount} ${s.teamCount === 1 ? 'team' : 'teams'})`,
                }))}
                value={from}
                onChange={setFrom}
              />
              <Checkbox
                label="Copy each team's roster too"
                checked={withPlayers}
                onChange={(e) => setWithPlayers(e.currentTarget.checked)}
              />
            </>
          ) : null}
          <ApiErrorAlert error={copy.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            {others.length > 0 ? (
              <Button onClick={submit} disabled={!from} loading={copy.isPending}>
                Copy teams
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
