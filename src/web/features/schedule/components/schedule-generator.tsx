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
import { useState } from 'react';
import type { z } from 'zod';
import { hiddenCharacterMessage } from '../../../../contract/display-name.ts';
import {
  generateScheduleSchema,
  type GenerateSchedule,
  type GenerateScheduleResult,
} from '../../../../contract/games.ts';
import type { Team } from '../../../../contract/teams.ts';
import type { MessageKey } from '../../../../i18n/catalogues.ts';
import { formatDateTime } from '../../../../i18n/intl-format.ts';
import type { Translate } from '../../../../i18n/translator.ts';
import { ApiErrorAlert } from '../../../components/api-error-alert.tsx';
import { fieldMessages } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { browserTimeZone, formatDayHeading, wallClock } from '../../../lib/game-time.ts';
import { TimezoneSelect } from '../../../components/timezone-select.tsx';
import { useSeasonGames } from '../../games/api/get-season-games.ts';
import { useGenerateSchedule } from '../api/generate-schedule.ts';

type ManageT = Translate<MessageKey<'manage'>>;

/** The days of the week, Sunday (0) first, short, in the language: "Sun", "dom", "dim.". */
function weekdayLabels(locale: string): string[] {
  // 4 January 2026 was a Sunday.
  return Array.from({ length: 7 }, (_, i) =>
    formatDateTime(locale, Date.UTC(2026, 0, 4 + i), { weekday: 'short', timeZone: 'UTC' }),
  );
}

/**
 * The generator's own words for what the contract's schema refuses (its messages are English,
 * for the API). Undefined leaves the schema's message.
 */
function issueMessage(t: ManageT, issue: z.core.$ZodIssue): string | undefined {
  const field = String(issue.path[0]);
  const item = issue.path.length > 1;
  if (issue.code === 'custom') {
    return issue.message === hiddenCharacterMessage
      ? t('schedule.error.hiddenCharacter')
      : t('schedule.error.nul');
  }
  switch (field) {
    case 'startDate':
      return t('schedule.error.startDate');
    case 'weekdays':
      return t('schedule.error.weekdays');
    case 'timezone':
      return t('schedule.error.timezone');
    case 'times':
      if (item) return t('schedule.error.time');
      return issue.code === 'too_big'
        ? t('schedule.error.times.many', { max: Number(issue.maximum) })
        : t('schedule.error.times.none');
    case 'courts':
      if (item) {
        return issue.code === 'too_big'
          ? t('schedule.error.court.long', { max: Number(issue.maximum) })
          : t('schedule.error.court.empty');
      }
      return issue.code === 'too_big'
        ? t('schedule.error.courts.many', { max: Number(issue.maximum) })
        : t('schedule.error.courts.none');
    default:
      return undefined;
  }
}

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
  itemLabel,
  removeLabel,
  values,
  onChange,
  type,
  addLabel,
  fresh,
}: {
  label: string;
  /** An input's name: "Start time 2". */
  itemLabel: (n: number) => string;
  /** Its remove button's name: "Remove start time 2". */
  removeLabel: (n: number) => string;
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
            aria-label={itemLabel(i + 1)}
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
            aria-label={removeLabel(i + 1)}
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
  const t = useT('manage');
  const common = useT('common');
  const generate = useGenerateSchedule(seasonId);
  // The generator never replaces games, so the preview says how many a commit would sit beside.
  const seasonGames = useSeasonGames(seasonId);
  const existing = seasonGames.data?.filter((g) => g.phase === 'regular').length ?? 0;
  const [rounds, setRounds] = useState<'1' | '2'>('1');
  const [startDate, setStartDate] = useState('');
  const [weekdays, setWeekdays] = useState<string[]>(['6']);
  const [times, setTimes] = useState<string[]>(['18:00']);
  const [courts, setCourts] = useState<string[]>(() => [t('schedule.court.default', { n: 1 })]);
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
      for (const issue of parsed.error.issues) {
        next[String(issue.path[0])] ??= issueMessage(t, issue) ?? issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    generate.mutate(parsed.data, {
      onSuccess: (result) => {
        if (commit) {
          notifySuccess(t('schedule.created', { count: result.created }));
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
          {t('schedule.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('schedule.intro', { count: teams.length })}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="rounds-label">
              {t('schedule.rounds')}
            </Text>
            <SegmentedControl
              aria-labelledby="rounds-label"
              value={rounds}
              onChange={changed((v: string) => setRounds(v as '1' | '2'))}
              data={[
                { value: '1', label: t('schedule.rounds.single') },
                { value: '2', label: t('schedule.rounds.double') },
              ]}
            />
          </Stack>
          <TextInput
            label={t('schedule.startDate')}
            type="date"
            required
            value={startDate}
            error={errors.startDate}
            onChange={(e) => changed(setStartDate)(e.currentTarget.value)}
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="weekdays-label">
            {t('schedule.weekdays')}
          </Text>
          <Chip.Group multiple value={weekdays} onChange={changed(setWeekdays)}>
            <Group gap={6} role="group" aria-labelledby="weekdays-label">
              {weekdayLabels(t.locale).map((label, i) => (
                <Chip key={i} value={String(i)} size="sm">
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
              label={t('schedule.time')}
              itemLabel={(n) => t('schedule.time.n', { n })}
              removeLabel={(n) => t('schedule.time.remove', { n })}
              values={times}
              onChange={changed(setTimes)}
              type="time"
              addLabel={t('schedule.time.add')}
              fresh="20:00"
            />
            <FieldError message={errors.times} />
          </Stack>
          <Stack gap={2}>
            <EditableList
              label={t('schedule.court')}
              itemLabel={(n) => t('schedule.court.n', { n })}
              removeLabel={(n) => t('schedule.court.remove', { n })}
              values={courts}
              onChange={changed(setCourts)}
              type="text"
              addLabel={t('schedule.court.add')}
              fresh={t('schedule.court.default', { n: courts.length + 1 })}
            />
            <FieldError message={errors.courts} />
          </Stack>
          <TimezoneSelect
            value={timezone}
            error={errors.timezone}
            onChange={(v) => v && changed(setTimezone)(v)}
          />
          <TextInput
            label={t('schedule.venue')}
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
            {t('schedule.preview')}
          </Button>
          {preview ? (
            <Button onClick={() => run(true)} loading={generate.isPending}>
              {t('schedule.create', { count: preview.games.length })}
            </Button>
          ) : null}
          <Button variant="subtle" onClick={onClose}>
            {t('schedule.cancel')}
          </Button>
        </Group>
        {preview ? (
          <Stack gap="sm">
            {existing > 0 ? (
              <Alert
                color="orange"
                variant="light"
                icon={<IconAlertTriangle size={18} aria-hidden />}
                title={t('schedule.existing.title')}
              >
                {t('schedule.existing.body', { existing, count: preview.games.length })}
              </Alert>
            ) : null}
            <Alert color="blue" variant="light">
              {t('schedule.summary', { games: preview.games.length, dates: byDate.size })}
            </Alert>
            <Table.ScrollContainer minWidth={520}>
              <Table aria-label={t('schedule.previewTable')} verticalSpacing={2}>
                <Table.Tbody>
                  {[...byDate.entries()].map(([date, games]) => (
                    <PreviewDay
                      key={date}
                      date={date}
                      games={games}
                      timezone={timezone}
                      teamName={teamName}
                      t={t}
                      common={common}
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
  t,
  common,
}: {
  date: string;
  games: GenerateScheduleResult['games'];
  timezone: string;
  teamName: Map<string, string>;
  t: ManageT;
  common: Translate<MessageKey<'common'>>;
}) {
  const team = (id: string) => teamName.get(id) ?? common('term.team');
  return (
    <>
      <Table.Tr>
        <Table.Th colSpan={4}>
          {t('schedule.day', { day: formatDayHeading(date, t.locale), count: games.length })}
        </Table.Th>
      </Table.Tr>
      {games.map((g, i) => (
        <Table.Tr key={i}>
          <Table.Td>{wallClock(g.scheduledAt, timezone).time}</Table.Td>
          <Table.Td>{g.court}</Table.Td>
          <Table.Td>
            {common('vs', { home: team(g.homeTeamId), away: team(g.awayTeamId) })}
          </Table.Td>
          <Table.Td>{g.round}</Table.Td>
        </Table.Tr>
      ))}
    </>
  );
}
