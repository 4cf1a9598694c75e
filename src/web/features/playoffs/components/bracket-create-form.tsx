// Drawing the playoff bracket: format, how many teams, the seeds (the standings order, which the
// organiser may change with up/down), and the optional third-place or reset game.
import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useState } from 'react';
import type { StandingRow } from '../../../../contract/games.ts';
import type { CreateBracket } from '../../../../contract/playoffs.ts';
import { maxBracketTeams, minBracketTeams } from '../../../../domain/bracket/bracket.ts';
import { ApiErrorAlert } from '../../../components/api-error-alert.tsx';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import { useCreateBracket } from '../api/create-bracket.ts';

const defaultTeams = 6;

export function BracketCreateForm({ seasonId, rows }: { seasonId: string; rows: StandingRow[] }) {
  const t = useT('manage');
  const [order, setOrder] = useState(() => rows.map((r) => r.teamId));
  const most = Math.min(maxBracketTeams, rows.length);
  const [count, setCount] = useState(Math.min(defaultTeams, most));
  const [format, setFormat] = useState<CreateBracket['format']>('single');
  const [thirdPlaceGame, setThirdPlaceGame] = useState(false);
  const [resetGame, setResetGame] = useState(true);
  const create = useCreateBracket(seasonId);
  const byId = new Map(rows.map((r) => [r.teamId, r]));

  if (rows.length < minBracketTeams) {
    return (
      <Text size="sm" c="dimmed">
        {t('playoffs.create.tooFew', { min: minBracketTeams })}
      </Text>
    );
  }

  const move = (index: number, by: -1 | 1) =>
    setOrder((list) => {
      const next = [...list];
      const [team] = next.splice(index, 1);
      next.splice(index + by, 0, team!);
      return next;
    });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    create.mutate({
      format,
      teamIds: order.slice(0, count),
      thirdPlaceGame: format === 'single' && thirdPlaceGame,
      resetGame: format === 'double' && resetGame,
    });
  };

  return (
    <Paper withBorder p="lg" radius="md" component="form" onSubmit={submit}>
      <Stack gap="md">
        <Title order={3} size="h4">
          {t('playoffs.create.title')}
        </Title>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="bracket-format-label">
            {t('playoffs.create.format')}
          </Text>
          <SegmentedControl
            aria-labelledby="bracket-format-label"
            value={format}
            onChange={(v) => setFormat(v as CreateBracket['format'])}
            data={[
              { value: 'single', label: t('playoffs.format.single') },
              { value: 'double', label: t('playoffs.format.double') },
            ]}
          />
        </Stack>
        <NumberInput
          label={t('playoffs.create.teams')}
          description={t('playoffs.create.teams.description', { min: minBracketTeams, max: most })}
          min={minBracketTeams}
          max={most}
          clampBehavior="strict"
          allowDecimal={false}
          value={count}
          onChange={(v) => setCount(typeof v === 'number' ? v : minBracketTeams)}
          maw={260}
        />
        {format === 'single' ? (
          <Checkbox
            label={t('playoffs.create.thirdPlace')}
            checked={thirdPlaceGame}
            disabled={count < 4}
            onChange={(e) => setThirdPlaceGame(e.currentTarget.checked)}
          />
        ) : (
          <Checkbox
            label={t('playoffs.create.reset')}
            checked={resetGame}
            onChange={(e) => setResetGame(e.currentTarget.checked)}
          />
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('playoffs.create.seeds')}
          </Text>
          <Stack
            gap={2}
            component="ol"
            p={0}
            m={0}
            aria-label={t('playoffs.create.seedList')}
            style={{ listStyle: 'none' }}
          >
            {order.map((teamId, i) => {
              const row = byId.get(teamId);
              const seeded = i < count;
              const name = row?.teamName ?? teamId;
              return (
                <Group
                  key={teamId}
                  component="li"
                  gap="xs"
                  wrap="nowrap"
                  opacity={seeded ? 1 : 0.55}
                  data-testid="seed-row"
                >
                  <Badge variant={seeded ? 'filled' : 'outline'} miw={72}>
                    {seeded ? t('playoffs.create.seed', { seed: i + 1 }) : t('playoffs.create.out')}
                  </Badge>
                  <Text size="sm" style={{ flex: 1, minWidth: 0 }} truncate>
                    {name}
                    {row ? (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        · {row.wins}–{row.losses}
                      </Text>
                    ) : null}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('playoffs.create.moveUp', { name })}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('playoffs.create.moveDown', { name })}
                    disabled={i === order.length - 1}
                    onClick={() => move(i, 1)}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              );
            })}
          </Stack>
        </Stack>
        <ApiErrorAlert error={create.error} />
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('playoffs.create.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
