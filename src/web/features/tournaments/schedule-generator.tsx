// The round-robin generator (docs/product/league-pages.md): the server pairs the season's teams over the chosen
// days, start times and courts; "Preview" writes nothing, "Create N games" writes them all at once.
import {
  ActionIcon,
  Alert,
  Button,
  Chip,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  generateScheduleSchema,
  type GenerateSchedule,
  type GenerateScheduleResult,
} from '../../../contract/games.ts';
import type { Team } from '../../../contract/teams.ts';
import { ApiErrorAlert } from '../../components/api-error-alert.tsx';
import { fieldMessages } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { gamesQuery, useGenerateSchedule } from '../../lib/season-api.ts';
import { browserTimeZone, formatDayHeading, wallClock } from './game-time.ts';
import { TimezoneSelect } from './timezone-select.tsx';

const weekdayLabels = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The error of a field built from several inputs, which has no error slot of its own. */
function FieldError({ message }: { message: string | undefined }) {
  return message ? (
    <Text size="xs" c="red">
      {message}
    </Text>
  ) : null;
}

function EditableList({
  label,
  values,
  onChange,
  type,
  addLabel,
  fresh,
}: {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  type: 'time' | 'text';
  addLabel: string;
  fresh: string;
}) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {values.map((value, i) => (
        <Group key={i} gap={4} wrap="nowrap">
          <TextInput
            aria-label={`${label} ${i + 1}`}
            type={type}
            value={value}
            onChange={(e) => {
              const next = [...values];
              next[i] = e.currentTarget.value;
              onChange(next);
            }}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove ${label.toLowerCase()} ${i + 1}`}
            disabled={values.length === 1}
            onClick={() => onChange(values.filter((_, j) => j !== i))}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...values, fresh])}
        >
          {addLabel}
        </Button>
      </Group>
    </Stack>
  );
}

export function ScheduleGenerator({
  seasonId,
  teams,
  onClose,
}: {
  seasonId: string;
  teams: Team[];
  onClose: () => void;
}) {
  const generate = useGenerateSchedule(seasonId);
  // The generator never replaces games, so the preview says how many a commit would sit beside.
  const seasonGames = useQuery(gamesQuery(seasonId));
  const existing = seasonGames.data?.filter((g) => g.phase === 'regular').length ?? 0;
  const [rounds, setRounds] = useState<'1' | '2'>('1');
  const [startDate, setStartDate] = useState('');
  const [weekdays, setWeekdays] = useState<string[]>(['6']);
  const [times, setTimes] = useState<string[]>(['18:00']);
  const [courts, setCourts] = useState<string[]>(['Court 1']);
  const [timezone, setTimezone] = useState(browserTimeZone());
  const [venue, setVenue] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<GenerateScheduleResult | null>(null);

  const input = (commit: boolean): GenerateSchedule => ({
    rounds: rounds === '2' ? 2 : 1,
    startDate,
    weekdays: weekdays.map(Number).sort(),
    times,
    courts,
    timezone,
    venue,
    commit,
  });

  const changed =
    <T,>(set: (v: T) => void) =>
    (value: T) => {
      set(value);
      setPreview(null);
    };

  const run = (commit: boolean) => {
    const parsed = generateScheduleSchema.safeParse(input(commit));
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    generate.mutate(parsed.data, {
      onSuccess: (result) => {
        if (commit) {
          notifySuccess(
            result.created === 1 ? '1 game was created.' : `${result.created} games were created.`,
          );
          onClose();
        } else {
          setPreview(result);
        }
      },
      onError: (error) =>
        setErrors(
          fieldMessages(error, ['rounds', 'startDate', 'weekdays', 'times', 'courts', 'timezone']),
        ),
    });
  };

  const teamName = new Map(teams.map((t) => [t.id, t.name]));
  const byDate = new Map<string, GenerateScheduleResult['games']>();
  for (const game of preview?.games ?? []) {
    const { date } = wallClock(game.scheduledAt, timezone);
    byDate.set(date, [...(byDate.get(date) ?? []), game]);
  }

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={3} size="h4">
          Generate a round-robin schedule
        </Title>
        <Text size="sm" c="dimmed">
          Every team of the season ({teams.length}) meets every other team once, or twice with home
          and away swapped. Games already in the season stay as they are.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="rounds-label">
              Rounds
            </Text>
            <SegmentedControl
              aria-labelledby="rounds-label"
              value={rounds}
              onChange={changed((v: string) => setRounds(v as '1' | '2'))}
              data={[
                { value: '1', label: 'Single round' },
                { value: '2', label: 'Double round' },
              ]}
            />
          </Stack>
          <TextInput
            label="Start date"
            type="date"
            required
            value={startDate}
            error={errors.startDate}
            onChange={(e) => changed(setStartDate)(e.currentTarget.value)}
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="weekdays-label">
            Days of the week
          </Text>
          <Chip.Group multiple value={weekdays} onChange={changed(setWeekdays)}>
            <Group gap={6} role="group" aria-labelledby="weekdays-label">
              {weekdayLabels.map((label, i) => (
                <Chip key={label} value={String(i)} size="sm">
                  {label}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <FieldError message={errors.weekdays} />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={2}>
            <EditableList
              label="Start time"
              values={times}
              onChange={changed(setTimes)}
              type="time"
              addLabel="Add a start time"
              fresh="20:00"
            />
            <FieldError message={errors.times} />
          </Stack>
          <Stack gap={2}>
            <EditableList
              label="Court"
              values={courts}
              onChange={changed(setCourts)}
              type="text"
              addLabel="Add a court"
              fresh={`Court ${courts.length + 1}`}
            />
            <FieldError message={errors.courts} />
          </Stack>
          <TimezoneSelect
            value={timezone}
            error={errors.timezone}
            onChange={(v) => v && changed(setTimezone)(v)}
          />
          <TextInput
            label="Venue"
            value={venue}
            onChange={(e) => changed(setVenue)(e.currentTarget.value)}
          />
        </SimpleGrid>
        <ApiErrorAlert
          error={
            generate.error &&
            Object.keys(fieldMessages(generate.error, Object.keys(input(false)))).length === 0
              ? generate.error
              : null
          }
        />
        <Group>
          <Button
            variant="default"
            onClick={() => run(false)}
            loading={generate.isPending && !preview}
          >
            Preview
          </Button>
          {preview ? (
            <Button onClick={() => run(true)} loading={generate.isPending}>
              Create {preview.games.length} {preview.games.length === 1 ? 'game' : 'games'}
            </Button>
          ) : null}
          <Button variant="subtle" onClick={onClose}>
            Cancel
          </Button>
        </Group>
        {preview ? (
          <Stack gap="sm">
            {existing > 0 ? (
              <Alert
                color="orange"
                variant="light"
                icon={<IconAlertTriangle size={18} aria-hidden />}
                title="The season has games already"
              >
                This season already has {existing} {existing === 1 ? 'game' : 'games'}; creating
                adds {preview.games.length} more beside them.
              </Alert>
            ) : null}
            <Alert color="blue" variant="light">
              {preview.games.length} {preview.games.length === 1 ? 'game' : 'games'} on{' '}
              {byDate.size} {byDate.size === 1 ? 'date' : 'dates'}. Nothing is saved until you
              create them.
            </Alert>
            <Table.ScrollContainer minWidth={520}>
              <Table aria-label="Schedule preview" verticalSpacing={2}>
                <Table.Tbody>
                  {[...byDate.entries()].map(([date, games]) => (
                    <PreviewDay
                      key={date}
                      date={date}
                      games={games}
                      timezone={timezone}
                      teamName={teamName}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

function PreviewDay({
  date,
  games,
  timezone,
  teamName,
}: {
  date: string;
  games: GenerateScheduleResult['games'];
  timezone: string;
  teamName: Map<string, string>;
}) {
  return (
    <>
      <Table.Tr>
        <Table.Th colSpan={4}>
          {formatDayHeading(date)} · {games.length} {games.length === 1 ? 'game' : 'games'}
        </Table.Th>
      </Table.Tr>
      {games.map((g, i) => (
        <Table.Tr key={i}>
          <Table.Td>{wallClock(g.scheduledAt, timezone).time}</Table.Td>
          <Table.Td>{g.court}</Table.Td>
          <Table.Td>
            {teamName.get(g.homeTeamId) ?? 'Team'} vs {teamName.get(g.awayTeamId) ?? 'Team'}
          </Table.Td>
          <Table.Td>{g.round}</Table.Td>
        </Table.Tr>
      ))}
    </>
  );
}
