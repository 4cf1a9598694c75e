import { Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createGameSchema, type CreateGame, type Game } from '../../../../contract/games.ts';
import type { Team } from '../../../../contract/teams.ts';
import { formLevelMessage } from '../../../lib/form-errors.ts';
import { ApiErrorAlert } from '../../../components/api-error-alert.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { browserTimeZone, instantFromWallClock, wallClock } from '../../../lib/game-time.ts';
import { TimezoneSelect } from '../../../components/timezone-select.tsx';

export const gameFieldNames = [
  'homeTeamId',
  'awayTeamId',
  'scheduledAt',
  'timezone',
  'venue',
  'court',
  'round',
  'officials',
  'notes',
];

interface GameValues {
  homeTeamId: string | null;
  awayTeamId: string | null;
  date: string;
  time: string;
  timezone: string;
  venue: string;
  court: string;
  round: string;
  officials: string;
  notes: string;
}

function toBody(v: GameValues): CreateGame {
  return {
    homeTeamId: v.homeTeamId ?? '',
    awayTeamId: v.awayTeamId ?? '',
    scheduledAt: v.date && v.time ? instantFromWallClock(v.date, v.time, v.timezone) : null,
    timezone: v.timezone,
    venue: v.venue,
    court: v.court,
    round: v.round,
    officials: v.officials,
    notes: v.notes,
  };
}

function validate(v: GameValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.homeTeamId) errors.homeTeamId = 'Choose the home team';
  if (!v.awayTeamId) errors.awayTeamId = 'Choose the away team';
  if (Boolean(v.date) !== Boolean(v.time)) {
    errors[v.date ? 'time' : 'date'] = 'Give both a date and a time, or neither';
  }
  if (Object.keys(errors).length > 0) return errors;
  const result = createGameSchema.safeParse(toBody(v));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path[0] === 'scheduledAt' ? 'date' : issue.path.join('.');
      errors[key] ??= issue.message;
    }
  }
  return errors;
}

/** A game's schedule details; the time is typed on the venue's clock in the chosen timezone. */
export function GameForm({
  game,
  teams,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  game?: Game;
  teams: Team[];
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (body: CreateGame, setErrors: (errors: Record<string, string>) => void) => void;
  onCancel: () => void;
}) {
  const timezone = game?.timezone ?? browserTimeZone();
  const local = game?.scheduledAt ? wallClock(game.scheduledAt, timezone) : null;
  const form = useForm<GameValues>({
    initialValues: {
      homeTeamId: game?.homeTeamId ?? null,
      awayTeamId: game?.awayTeamId ?? null,
      date: local?.date ?? '',
      time: local?.time ?? '',
      timezone,
      venue: game?.venue ?? '',
      court: game?.court ?? '',
      round: game?.round ?? '',
      officials: game?.officials ?? '',
      notes: game?.notes ?? '',
    },
    validate,
  });
  const teamOptions = teams.map((t) => ({ value: t.id, label: `${t.name} (${t.shortName})` }));
  const showAlert = formLevelMessage(error, gameFieldNames) !== null;

  const submit = (values: GameValues) =>
    onSubmit(toBody(values), (errors) => {
      const { scheduledAt, ...rest } = errors;
      form.setErrors(scheduledAt ? { ...rest, date: scheduledAt } : rest);
    });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        {showAlert ? <ApiErrorAlert error={error} /> : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Home team"
            placeholder="Choose a team"
            searchable
            required
            data={teamOptions}
            {...form.getInputProps('homeTeamId')}
          />
          <Select
            label="Away team"
            placeholder="Choose a team"
            searchable
            required
            data={teamOptions}
            {...form.getInputProps('awayTeamId')}
          />
          <TextInput label="Date" type="date" {...form.getInputProps('date')} />
          <TextInput label="Time" type="time" {...form.getInputProps('time')} />
          <TimezoneSelect {...form.getInputProps('timezone')} />
          <TextInput label="Venue" {...form.getInputProps('venue')} />
          <TextInput label="Court" {...form.getInputProps('court')} />
          <TextInput label="Round" placeholder="e.g. Round 3" {...form.getInputProps('round')} />
        </SimpleGrid>
        <TextInput label="Officials" {...form.getInputProps('officials')} />
        <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
        <FormActions submitLabel={submitLabel} pending={pending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
