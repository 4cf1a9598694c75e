// A season's settings (docs/product/league-data.md): name, dates and status, the game rules (a preset fills
// every field; changing one afterwards makes them "custom") and the standings rules (a preset
// brings its own, FIBA 3x3's or the default, unless they were changed by hand). Fields that do not
// apply are hidden: the overtime length of an untimed overtime, the reset of a shot clock that is
// off.
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  seasonStatusSchema,
  updateSeasonSchema,
  type Season,
  type UpdateSeason,
} from '../../../contract/seasons.ts';
import {
  presetRules,
  presetStandingsRules,
  rulePresetLabels,
  tiebreakerLabels,
} from '../../../domain/season/rule-presets.ts';
import {
  rulePresetIds,
  tiebreakerIds,
  type GameRules,
  type RulePresetId,
  type StandingsRules,
  type TiebreakerId,
} from '../../../domain/season/rules.ts';
import { ApiErrorAlert } from '../../components/api-error-alert.tsx';
import { paths } from '../../config/paths.ts';
import { fieldMessages } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useRouteParams } from '../../lib/route-params.ts';
import { seasonDeleteUrl, useUpdateSeason } from '../../lib/season-api.ts';
import { seasonQueryOptions, tournamentKeys } from '../../lib/tournament-api.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { useTournamentAccess } from './season-access.ts';
import { ConfirmDeleteButton } from './season-confirm-delete.tsx';
import { QueryState } from './season-query-state.tsx';

interface SettingsValues {
  name: string;
  startDate: string;
  endDate: string;
  status: Season['status'];
  rules: GameRules;
  standingsRules: StandingsRules;
}

const statusLabels: Record<Season['status'], string> = {
  draft: 'Draft',
  active: 'Active',
  completed: 'Completed',
};

function toBody(v: SettingsValues): UpdateSeason {
  return {
    name: v.name,
    startDate: v.startDate || null,
    endDate: v.endDate || null,
    status: v.status,
    rules: v.rules,
    standingsRules: v.standingsRules,
  };
}

export function SeasonSettingsTab() {
  const params = useRouteParams('tournamentId', 'seasonId');
  const season = useQuery(seasonQueryOptions(params.seasonId));
  return (
    <QueryState query={season} what="season">
      {(s) => <SettingsForm key={s.updatedAt} season={s} />}
    </QueryState>
  );
}

function SettingsForm({ season }: { season: Season }) {
  const { can } = useTournamentAccess(season.tournamentId);
  const canEdit = can('admin');
  const navigate = useNavigate();
  const client = useQueryClient();
  const update = useUpdateSeason(season.id);
  const validate = zodValidate(updateSeasonSchema);
  const form = useForm<SettingsValues>({
    initialValues: {
      name: season.name,
      startDate: season.startDate ?? '',
      endDate: season.endDate ?? '',
      status: season.status,
      rules: season.rules,
      standingsRules: season.standingsRules,
    },
    validate: (values) => validate(toBody(values)),
  });
  const values = form.getValues();

  /** A rule field that, once changed by hand, turns the preset into "custom". */
  const rule = (path: string) => {
    const props = form.getInputProps(`rules.${path}`);
    return {
      ...props,
      onChange: (value: unknown) => {
        form.setFieldValue(`rules.${path}`, value);
        form.setFieldValue('rules.preset', 'custom');
      },
    };
  };
  const ruleSwitch = (path: string) => {
    const props = form.getInputProps(`rules.${path}`, { type: 'checkbox' });
    return {
      ...props,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        form.setFieldValue(`rules.${path}`, event.currentTarget.checked);
        form.setFieldValue('rules.preset', 'custom');
      },
    };
  };

  const tiebreakers = values.standingsRules.tiebreakers;
  const setTiebreakers = (list: TiebreakerId[]) =>
    form.setFieldValue('standingsRules.tiebreakers', list);
  const move = (from: number, to: number) => {
    const next = [...tiebreakers];
    const [item] = next.splice(from, 1);
    if (item) next.splice(to, 0, item);
    setTiebreakers(next);
  };
  const unused = tiebreakerIds.filter((id) => !tiebreakers.includes(id));

  const save = (v: SettingsValues) =>
    update.mutate(toBody(v), {
      onSuccess: () => notifySuccess('The season settings were saved.'),
      onError: (error) =>
        form.setErrors(
          fieldMessages(error, [
            'name',
            'startDate',
            'endDate',
            'status',
            'rules',
            'standingsRules',
          ]),
        ),
    });

  const num = (label: string, path: string, unit?: string) => (
    <NumberInput
      label={unit ? `${label} (${unit})` : label}
      allowDecimal={false}
      allowNegative={false}
      {...rule(path)}
    />
  );
  /** A number that may be left empty (`empty`: what that means), stored as `none`. */
  const optionalNum = (
    label: string,
    path: string,
    empty: string,
    value: number | null | undefined,
    none: null | undefined,
  ) => (
    <NumberInput
      label={label}
      description={`Empty: ${empty}`}
      allowDecimal={false}
      allowNegative={false}
      {...rule(path)}
      value={value ?? ''}
      onChange={(v) => {
        form.setFieldValue(`rules.${path}`, v === '' ? none : Number(v));
        form.setFieldValue('rules.preset', 'custom');
      }}
    />
  );
  const untimedOvertime = values.rules.overtimePointsToWin !== undefined;

  return (
    <Stack gap="lg">
      <form onSubmit={form.onSubmit(save)} noValidate>
        <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack gap="lg">
            {!canEdit ? (
              <Text size="sm" c="dimmed">
                Only the tournament's owner or an admin can change these settings.
              </Text>
            ) : null}
            <Fieldset legend="Season">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="Season name" required {...form.getInputProps('name')} />
                <Select
                  label="Status"
                  allowDeselect={false}
                  data={seasonStatusSchema.options.map((s) => ({
                    value: s,
                    label: statusLabels[s],
                  }))}
                  {...form.getInputProps('status')}
                />
                <TextInput label="Start date" type="date" {...form.getInputProps('startDate')} />
                <TextInput label="End date" type="date" {...form.getInputProps('endDate')} />
              </SimpleGrid>
            </Fieldset>

            <Fieldset legend="Game rules">
              <Stack gap="sm">
                <Select
                  label="Rules preset"
                  description="Fills every rule below with the rulebook's numbers"
                  allowDeselect={false}
                  data={rulePresetIds.map((id) => ({ value: id, label: rulePresetLabels[id] }))}
                  value={values.rules.preset}
                  onChange={(id) => {
                    if (!id || id === 'custom') {
                      form.setFieldValue('rules.preset', 'custom');
                      return;
                    }
                    // Standings rules nobody changed follow the rulebook (FIBA 3x3 ranks its own
                    // way); changed ones stay.
                    const current = values.rules.preset === 'custom' ? 'fiba' : values.rules.preset;
                    const untouched =
                      JSON.stringify(values.standingsRules) ===
                      JSON.stringify(presetStandingsRules(current));
                    form.setFieldValue('rules', presetRules(id as RulePresetId));
                    if (untouched) {
                      form.setFieldValue(
                        'standingsRules',
                        presetStandingsRules(id as RulePresetId),
                      );
                    }
                  }}
                />
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  {num('Periods', 'periods')}
                  {num('Period length', 'periodMinutes', 'minutes')}
                  <Select
                    label="Field goals are worth"
                    allowDeselect={false}
                    data={[
                      { value: '2,3', label: '2 and 3 points' },
                      { value: '1,2', label: '1 and 2 points (3x3)' },
                    ]}
                    value={(values.rules.shotValues ?? [2, 3]).join(',')}
                    onChange={(v) => {
                      form.setFieldValue('rules.shotValues', v === '1,2' ? [1, 2] : [2, 3]);
                      form.setFieldValue('rules.preset', 'custom');
                    }}
                  />
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  {optionalNum(
                    'Score that wins the game',
                    'scoreLimit',
                    'none, the clock decides',
                    values.rules.scoreLimit,
                    undefined,
                  )}
                  <Select
                    label="Overtime"
                    allowDeselect={false}
                    data={[
                      { value: 'timed', label: 'Timed periods' },
                      { value: 'untimed', label: 'No clock: first to score wins' },
                    ]}
                    value={untimedOvertime ? 'untimed' : 'timed'}
                    onChange={(v) => {
                      form.setFieldValue(
                        'rules.overtimePointsToWin',
                        v === 'untimed' ? 2 : undefined,
                      );
                      form.setFieldValue('rules.preset', 'custom');
                    }}
                  />
                  {untimedOvertime
                    ? num('Points that win overtime', 'overtimePointsToWin', 'points')
                    : num('Overtime length', 'overtimeMinutes', 'minutes')}
                </SimpleGrid>
                <Switch label="Shot clock" {...ruleSwitch('shotClock.enabled')} />
                {values.rules.shotClock.enabled ? (
                  <SimpleGrid cols={{ base: 1, sm: 3 }}>
                    {num('Shot clock, new possession', 'shotClock.fullSeconds', 'seconds')}
                    {num('Shot clock, reset', 'shotClock.resetSeconds', 'seconds')}
                  </SimpleGrid>
                ) : null}
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  {num('Team fouls before the bonus', 'teamFoulsBeforeBonus', 'fouls')}
                  <Select
                    label="Team fouls reset every"
                    allowDeselect={false}
                    data={[
                      { value: 'period', label: 'Period' },
                      { value: 'half', label: 'Half' },
                      { value: 'game', label: 'Never (whole game)' },
                    ]}
                    {...rule('teamFoulsReset')}
                  />
                  {optionalNum(
                    'Personal fouls to disqualify',
                    'personalFoulsToDisqualify',
                    'they never do',
                    values.rules.personalFoulsToDisqualify,
                    null,
                  )}
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <NumberInput
                    label="Players on court per team"
                    allowDecimal={false}
                    allowNegative={false}
                    {...rule('playersOnCourt')}
                    value={values.rules.playersOnCourt ?? 5}
                  />
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, sm: 4 }}>
                  <Select
                    label="Timeouts are counted per"
                    allowDeselect={false}
                    data={[
                      { value: 'game', label: 'Game' },
                      { value: 'half', label: 'Half' },
                    ]}
                    {...rule('timeouts.allowance')}
                  />
                  {num(
                    values.rules.timeouts.allowance === 'game'
                      ? 'Timeouts in the game'
                      : 'Timeouts, first half',
                    'timeouts.firstHalf',
                  )}
                  {values.rules.timeouts.allowance === 'half'
                    ? num('Timeouts, second half', 'timeouts.secondHalf')
                    : null}
                  {num('Timeouts per overtime', 'timeouts.perOvertime')}
                </SimpleGrid>
                <Switch
                  label="Show tenths of a second in the last minute"
                  {...ruleSwitch('showTenthsLastMinute')}
                />
                <Select
                  label="Plus/minus of points scored while substitutes come in"
                  description="When the clock is stopped for substitutions and free throws"
                  allowDeselect={false}
                  data={[
                    {
                      value: 'stoppage',
                      label: 'The five on court before the substitutions (NBA)',
                    },
                    {
                      value: 'moment',
                      label: 'The five on court when each point is scored (FIBA)',
                    },
                  ]}
                  {...rule('plusMinus')}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Switch
                    label="A technical foul is one of the player's fouls"
                    {...ruleSwitch('technicalFouls.personal')}
                  />
                  <Switch
                    label="A technical foul is a team foul"
                    {...ruleSwitch('technicalFouls.team')}
                  />
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  {optionalNum(
                    'Technical fouls that disqualify',
                    'ejection.technicals',
                    'they never do on their own',
                    values.rules.ejection.technicals,
                    null,
                  )}
                  {optionalNum(
                    'Unsportsmanlike fouls that disqualify',
                    'ejection.unsportsmanlike',
                    'they never do on their own',
                    values.rules.ejection.unsportsmanlike,
                    null,
                  )}
                  <Switch
                    label="Technical and unsportsmanlike fouls count together"
                    {...ruleSwitch('ejection.combined')}
                  />
                </SimpleGrid>
              </Stack>
            </Fieldset>

            <Fieldset legend="Standings">
              <Stack gap="sm">
                <Stack gap={4}>
                  <Text size="sm" fw={500} id="rank-by-label">
                    Rank teams by
                  </Text>
                  <SegmentedControl
                    aria-labelledby="rank-by-label"
                    data={[
                      { value: 'points', label: 'Standings points' },
                      { value: 'win-percentage', label: 'Win percentage' },
                    ]}
                    {...form.getInputProps('standingsRules.rankBy')}
                  />
                </Stack>
                {values.standingsRules.rankBy === 'points' ? (
                  <SimpleGrid cols={{ base: 1, sm: 3 }}>
                    <NumberInput
                      label="Points for a win"
                      allowDecimal={false}
                      {...form.getInputProps('standingsRules.pointsForWin')}
                    />
                    <NumberInput
                      label="Points for a loss"
                      allowDecimal={false}
                      {...form.getInputProps('standingsRules.pointsForLoss')}
                    />
                    <NumberInput
                      label="Points for a forfeit loss"
                      allowDecimal={false}
                      {...form.getInputProps('standingsRules.pointsForForfeitLoss')}
                    />
                  </SimpleGrid>
                ) : null}
                <Text size="sm" fw={500}>
                  Tiebreakers, in order
                </Text>
                {tiebreakers.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    No tiebreakers: level teams are listed alphabetically.
                  </Text>
                ) : (
                  <Stack gap={4} component="ol" style={{ margin: 0, paddingLeft: 18 }}>
                    {tiebreakers.map((id, i) => (
                      <li key={id}>
                        <Group gap={4}>
                          <Text size="sm" style={{ flex: 1 }}>
                            {tiebreakerLabels[id]}
                          </Text>
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Move ${tiebreakerLabels[id]} up`}
                            disabled={i === 0}
                            onClick={() => move(i, i - 1)}
                          >
                            <IconArrowUp size={16} />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Move ${tiebreakerLabels[id]} down`}
                            disabled={i === tiebreakers.length - 1}
                            onClick={() => move(i, i + 1)}
                          >
                            <IconArrowDown size={16} />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Remove ${tiebreakerLabels[id]}`}
                            onClick={() => setTiebreakers(tiebreakers.filter((t) => t !== id))}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Group>
                      </li>
                    ))}
                  </Stack>
                )}
                {unused.length > 0 ? (
                  <Select
                    label="Add a tiebreaker"
                    placeholder="Choose one"
                    data={unused.map((id) => ({ value: id, label: tiebreakerLabels[id] }))}
                    value={null}
                    onChange={(id) => id && setTiebreakers([...tiebreakers, id as TiebreakerId])}
                    maw={360}
                  />
                ) : null}
              </Stack>
            </Fieldset>

            <ApiErrorAlert
              error={
                update.error &&
                Object.keys(fieldMessages(update.error, ['name', 'startDate', 'endDate', 'status']))
                  .length === 0
                  ? update.error
                  : null
              }
            />
            {Object.keys(form.errors).length > 0 ? (
              <Text size="sm" c="red" role="alert">
                Some settings need fixing: see the messages above.
              </Text>
            ) : null}
            {canEdit ? (
              <Group>
                <Button type="submit" loading={update.isPending}>
                  Save settings
                </Button>
              </Group>
            ) : null}
          </Stack>
        </fieldset>
      </form>
      {canEdit ? (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="xs" align="flex-start">
            <Title order={3} size="h4">
              Delete this season
            </Title>
            <Text size="sm" c="dimmed">
              Its teams, players and games are deleted with it.
            </Text>
            <ConfirmDeleteButton
              label="Delete season"
              what={`the season ${season.name}`}
              url={seasonDeleteUrl(season.id)}
              onDeleted={() => {
                void client.invalidateQueries({
                  queryKey: tournamentKeys.seasons(season.tournamentId),
                });
                notifySuccess(`${season.name} was deleted.`);
                void navigate(paths.tournament.href({ tournamentId: season.tournamentId }));
              }}
            />
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
