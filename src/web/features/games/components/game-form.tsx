import { Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createGameSchema, type CreateGame, type Game } from '../../../../contract/games.ts';
import type { Team } from '../../../../contract/teams.ts';
import { formLevelMessage } from '../../../lib/form-errors.ts';
import { ApiErrorAlert } from '../../../components/api-error-alert.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { browserTimeZone, instantFromWallClock, wallClock } from '../../../lib/game-time.ts';
import { TimezoneSelect } from '../../../components/timezone-select.tsx';
import type { MessageKey } from '../../../../i18n/catalogues.ts';
import type { Translate } from '../../../../i18n/translator.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';

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

function validate(t: Translate<MessageKey<'manage'>>, v: GameValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.homeTeamId) errors.homeTeamId = t('games.field.homeTeam.required');
  if (!v.awayTeamId) errors.awayTeamId = t('games.field.awayTeam.required');
  if (Boolean(v.date) !== Boolean(v.time)) {
    errors[v.date ? 'time' : 'date'] = t('games.field.dateAndTime');
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
  const t = useT('manage');
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
    validate: (values) => validate(t, values),
  });
  const teamOptions = teams.map((team) => ({
    value: team.id,
    label: `${team.name} (${team.shortName})`,
  }));
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
            label={t('games.field.homeTeam')}
            placeholder={t('games.field.team.placeholder')}
            searchable
            required
            data={teamOptions}
            {...form.getInputProps('homeTeamId')}
          />
          <Select
            label={t('games.field.awayTeam')}
            placeholder={t('games.field.team.placeholder')}
            searchable
            required
            data={teamOptions}
            {...form.getInputProps('awayTeamId')}
          />
          <TextInput label={t('games.field.date')} type="date" {...form.getInputProps('date')} />
          <TextInput label={t('games.field.time')} type="time" {...form.getInputProps('time')} />
          <TimezoneSelect {...form.getInputProps('timezone')} />
          <TextInput label={t('games.field.venue')} {...form.getInputProps('venue')} />
          <TextInput label={t('games.field.court')} {...form.getInputProps('court')} />
          <TextInput
            label={t('games.field.round')}
            placeholder={t('games.field.round.placeholder')}
            {...form.getInputProps('round')}
          />
        </SimpleGrid>
        <TextInput label={t('games.field.officials')} {...form.getInputProps('officials')} />
        <Textarea
          label={t('games.field.notes')}
          autosize
          minRows={2}
          {...form.getInputProps('notes')}
        />
        <FormActions submitLabel={submitLabel} pending={pending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
