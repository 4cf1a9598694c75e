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
import type { ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  seasonStatusSchema,
  updateSeasonSchema,
  type Season,
  type UpdateSeason,
} from '../../../../contract/seasons.ts';
import { presetRules, presetStandingsRules } from '../../../../domain/season/rule-presets.ts';
import {
  maxFreeThrowPointsOf,
  rulePresetIds,
  defaultPointDifferenceCap,
  tiebreakerIds,
  type FreeThrowPoints,
  type GameRules,
  type RulePresetId,
  type StandingsRules,
  type TiebreakerId,
} from '../../../../domain/season/rules.ts';
import { ApiErrorAlert } from '../../../components/api-error-alert.tsx';
import { ChoiceChips } from '../../../components/choice-chips.tsx';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button.tsx';
import { paths } from '../../../config/paths.ts';
import { fieldMessages } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useRouteParams } from '../../../lib/route-params.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { useTournamentAccess } from '../../tournaments/api/use-tournament-access.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { useDeleteSeason } from '../api/delete-season.ts';
import { useSeason } from '../api/get-season.ts';
import { useUpdateSeason } from '../api/update-season.ts';

interface SettingsValues {
  name: string;
  startDate: string;
  endDate: string;
  status: Season['status'];
  rules: GameRules;
  standingsRules: StandingsRules;
}

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
  const season = useSeason(params.seasonId);
  return (
    <QueryState query={season} what="season">
      {(s) => <SettingsForm key={s.updatedAt} season={s} />}
    </QueryState>
  );
}

function SettingsForm({ season }: { season: Season }) {
  const t = useT('manage');
  const { can } = useTournamentAccess(season.tournamentId);
  const canEdit = can('admin');
  const navigate = useNavigate();
  const update = useUpdateSeason(season.id);
  const remove = useDeleteSeason(season);
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
      onSuccess: () => notifySuccess(t('seasons.settings.saved')),
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

  const num = (label: string, path: string) => (
    <NumberInput label={label} allowDecimal={false} allowNegative={false} {...rule(path)} />
  );
  /** A number that may be left empty (`empty`: what that means), stored as `none`. */
  const optionalNum = (
    label: string,
    path: string,
    empty: 'scoreLimit' | 'never' | 'neverAlone',
    value: number | null | undefined,
    none: null | undefined,
  ) => (
    <NumberInput
      label={label}
      description={t('seasons.rules.empty', { empty })}
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
        <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="lg">
            {!canEdit ? (
              <Text size="sm" c="dimmed">
                {t('seasons.settings.readOnly')}
              </Text>
            ) : null}
            <Fieldset legend={t('seasons.settings.season')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('seasons.field.seasonName')}
                  required
                  {...form.getInputProps('name')}
                />
                <Select
                  label={t('seasons.field.status')}
                  allowDeselect={false}
                  data={seasonStatusSchema.options.map((s) => ({
                    value: s,
                    label: t(`seasons.status.${s}`),
                  }))}
                  {...form.getInputProps('status')}
                />
                <TextInput
                  label={t('seasons.field.startDate')}
                  type="date"
                  {...form.getInputProps('startDate')}
                />
                <TextInput
                  label={t('seasons.field.endDate')}
                  type="date"
                  {...form.getInputProps('endDate')}
                />
              </SimpleGrid>
            </Fieldset>

            <Fieldset legend={t('seasons.rules.legend')}>
              <Stack gap="sm">
                <Select
                  label={t('seasons.rules.preset')}
                  description={t('seasons.rules.preset.description')}
                  allowDeselect={false}
                  data={rulePresetIds.map((id) => ({
                    value: id,
                    label: t(`seasons.preset.${id}`),
                  }))}
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
                  {num(t('seasons.rules.periods'), 'periods')}
                  {num(t('seasons.rules.periodMinutes'), 'periodMinutes')}
                  <Select
                    label={t('seasons.rules.shotValues')}
                    allowDeselect={false}
                    data={[
                      { value: '2,3', label: t('seasons.rules.shotValues.2-3') },
                      { value: '1,2', label: t('seasons.rules.shotValues.1-2') },
                    ]}
                    value={(values.rules.shotValues ?? [2, 3]).join(',')}
                    onChange={(v) => {
                      form.setFieldValue('rules.shotValues', v === '1,2' ? [1, 2] : [2, 3]);
                      form.setFieldValue('rules.preset', 'custom');
                    }}
                  />
                  <Select
                    label={t('seasons.rules.maxFreeThrowPoints')}
                    allowDeselect={false}
                    data={(['1', '2', '3'] as const).map((n) => ({
                      value: n,
                      label: t(`seasons.rules.maxFreeThrowPoints.${n}`),
                    }))}
                    value={String(maxFreeThrowPointsOf(values.rules))}
                    onChange={(v) => {
                      // 1 is every rulebook's value: left out, as the presets leave it.
                      const max = Number(v) as FreeThrowPoints;
                      form.setFieldValue('rules.maxFreeThrowPoints', max === 1 ? undefined : max);
                      form.setFieldValue('rules.preset', 'custom');
                    }}
                  />
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  {optionalNum(
                    t('seasons.rules.scoreLimit'),
                    'scoreLimit',
                    'scoreLimit',
                    values.rules.scoreLimit,
                    undefined,
                  )}
                  <Select
                    label={t('seasons.rules.overtime')}
                    allowDeselect={false}
                    data={[
                      { value: 'timed', label: t('seasons.rules.overtime.timed') },
                      { value: 'untimed', label: t('seasons.rules.overtime.untimed') },
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
                    ? num(t('seasons.rules.overtimePointsToWin'), 'overtimePointsToWin')
                    : num(t('seasons.rules.overtimeMinutes'), 'overtimeMinutes')}
                </SimpleGrid>
                <Switch label={t('seasons.rules.shotClock')} {...ruleSwitch('shotClock.enabled')} />
                {values.rules.shotClock.enabled ? (
                  <SimpleGrid cols={{ base: 1, sm: 3 }}>
                    {num(t('seasons.rules.shotClockFull'), 'shotClock.fullSeconds')}
                    {num(t('seasons.rules.shotClockReset'), 'shotClock.resetSeconds')}
                  </SimpleGrid>
                ) : null}
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  {num(t('seasons.rules.teamFoulsBeforeBonus'), 'teamFoulsBeforeBonus')}
                  <Select
                    label={t('seasons.rules.teamFoulsReset')}
                    allowDeselect={false}
                    data={[
                      { value: 'period', label: t('seasons.rules.teamFoulsReset.period') },
                      { value: 'half', label: t('seasons.rules.teamFoulsReset.half') },
                      { value: 'game', label: t('seasons.rules.teamFoulsReset.game') },
                    ]}
                    {...rule('teamFoulsReset')}
                  />
                  {optionalNum(
                    t('seasons.rules.personalFoulsToDisqualify'),
                    'personalFoulsToDisqualify',
                    'never',
                    values.rules.personalFoulsToDisqualify,
                    null,
                  )}
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <NumberInput
                    label={t('seasons.rules.playersOnCourt')}
                    allowDecimal={false}
                    allowNegative={false}
                    {...rule('playersOnCourt')}
                    value={values.rules.playersOnCourt ?? 5}
                  />
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, sm: 4 }}>
                  <Select
                    label={t('seasons.rules.timeoutAllowance')}
                    allowDeselect={false}
                    data={[
                      { value: 'game', label: t('seasons.rules.timeoutAllowance.game') },
                      { value: 'half', label: t('seasons.rules.timeoutAllowance.half') },
                    ]}
                    {...rule('timeouts.allowance')}
                  />
                  {num(
                    t(
                      values.rules.timeouts.allowance === 'game'
                        ? 'seasons.rules.timeoutsGame'
                        : 'seasons.rules.timeoutsFirstHalf',
                    ),
                    'timeouts.firstHalf',
                  )}
                  {values.rules.timeouts.allowance === 'half'
                    ? num(t('seasons.rules.timeoutsSecondHalf'), 'timeouts.secondHalf')
                    : null}
                  {num(t('seasons.rules.timeoutsPerOvertime'), 'timeouts.perOvertime')}
                </SimpleGrid>
                <Switch
                  label={t('seasons.rules.showTenths')}
                  {...ruleSwitch('showTenthsLastMinute')}
                />
                <Select
                  label={t('seasons.rules.plusMinus')}
                  description={t('seasons.rules.plusMinus.description')}
                  allowDeselect={false}
                  data={[
                    { value: 'stoppage', label: t('seasons.rules.plusMinus.stoppage') },
                    { value: 'moment', label: t('seasons.rules.plusMinus.moment') },
                  ]}
                  {...rule('plusMinus')}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Switch
                    label={t('seasons.rules.technicalPersonal')}
                    {...ruleSwitch('technicalFouls.personal')}
                  />
                  <Switch
                    label={t('seasons.rules.technicalTeam')}
                    {...ruleSwitch('technicalFouls.team')}
                  />
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  {optionalNum(
                    t('seasons.rules.ejectionTechnicals'),
                    'ejection.technicals',
                    'neverAlone',
                    values.rules.ejection.technicals,
                    null,
                  )}
                  {optionalNum(
                    t('seasons.rules.ejectionUnsportsmanlike'),
                    'ejection.unsportsmanlike',
                    'neverAlone',
                    values.rules.ejection.unsportsmanlike,
                    null,
                  )}
                  <Switch
                    label={t('seasons.rules.ejectionCombined')}
                    {...ruleSwitch('ejection.combined')}
                  />
                </SimpleGrid>
              </Stack>
            </Fieldset>

            <Fieldset legend={t('seasons.standings.legend')}>
              <Stack gap="sm">
                <Stack gap={4}>
                  <Text size="sm" fw={500} id="rank-by-label">
                    {t('seasons.standings.rankBy')}
                  </Text>
                  <ChoiceChips
                    labelledBy="rank-by-label"
                    choices={[
                      { value: 'points', label: t('seasons.standings.rankBy.points') },
                      {
                        value: 'win-percentage',
                        label: t('seasons.standings.rankBy.winPercentage'),
                      },
                    ]}
                    value={values.standingsRules.rankBy}
                    onChange={(rankBy) => form.setFieldValue('standingsRules.rankBy', rankBy)}
                  />
                </Stack>
                {values.standingsRules.rankBy === 'points' ? (
                  <SimpleGrid cols={{ base: 1, sm: 3 }}>
                    <NumberInput
                      label={t('seasons.standings.pointsForWin')}
                      allowDecimal={false}
                      {...form.getInputProps('standingsRules.pointsForWin')}
                    />
                    <NumberInput
                      label={t('seasons.standings.pointsForLoss')}
                      allowDecimal={false}
                      {...form.getInputProps('standingsRules.pointsForLoss')}
                    />
                    <NumberInput
                      label={t('seasons.standings.pointsForForfeitLoss')}
                      allowDecimal={false}
                      {...form.getInputProps('standingsRules.pointsForForfeitLoss')}
                    />
                  </SimpleGrid>
                ) : null}
                <Text size="sm" fw={500}>
                  {t('seasons.standings.tiebreakers')}
                </Text>
                {tiebreakers.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('seasons.standings.noTiebreakers')}
                  </Text>
                ) : (
                  <Stack gap={4} component="ol" style={{ margin: 0, paddingLeft: 18 }}>
                    {tiebreakers.map((id, i) => (
                      <li key={id}>
                        <Group gap={4}>
                          <Text size="sm" style={{ flex: 1 }}>
                            {t(`seasons.tiebreaker.${id}`)}
                          </Text>
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('seasons.standings.moveUp', {
                              name: t(`seasons.tiebreaker.${id}`),
                            })}
                            disabled={i === 0}
                            onClick={() => move(i, i - 1)}
                          >
                            <IconArrowUp size={16} />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('seasons.standings.moveDown', {
                              name: t(`seasons.tiebreaker.${id}`),
                            })}
                            disabled={i === tiebreakers.length - 1}
                            onClick={() => move(i, i + 1)}
                          >
                            <IconArrowDown size={16} />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('seasons.standings.remove', {
                              name: t(`seasons.tiebreaker.${id}`),
                            })}
                            onClick={() =>
                              setTiebreakers(tiebreakers.filter((other) => other !== id))
                            }
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
                    label={t('seasons.standings.add')}
                    placeholder={t('seasons.standings.add.placeholder')}
                    data={unused.map((id) => ({ value: id, label: t(`seasons.tiebreaker.${id}`) }))}
                    value={null}
                    onChange={(id) => id && setTiebreakers([...tiebreakers, id as TiebreakerId])}
                    maw={360}
                  />
                ) : null}
                {tiebreakers.includes('capped-point-difference') ? (
                  <NumberInput
                    label={t('seasons.standings.pointDifferenceCap')}
                    allowDecimal={false}
                    min={1}
                    max={100}
                    maw={360}
                    {...form.getInputProps('standingsRules.pointDifferenceCap')}
                    value={values.standingsRules.pointDifferenceCap ?? defaultPointDifferenceCap}
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
                {t('seasons.settings.needsFixing')}
              </Text>
            ) : null}
            {canEdit ? (
              <Group>
                <Button type="submit" loading={update.isPending}>
                  {t('seasons.settings.save')}
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
              {t('seasons.delete.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('seasons.delete.help')}
            </Text>
            <ConfirmDeleteButton
              label={t('seasons.delete.button')}
              question={t('seasons.delete.question', { name: season.name })}
              remove={remove}
              onDeleted={() => {
                notifySuccess(t('seasons.deleted', { name: season.name }));
                void navigate(paths.tournament.href({ tournamentId: season.tournamentId }));
              }}
            />
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
