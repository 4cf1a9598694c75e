import {
  Anchor,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { createSeasonSchema, seasonStatusSchema } from '../../../../contract/seasons.ts';
import { roleAtLeast } from '../../../../contract/tournaments.ts';
import { presetRules } from '../../../../domain/season/rule-presets.ts';
import { rulePresetIds, type RulePresetId } from '../../../../domain/season/rules.ts';
import { ApiErrorAlert } from '../../../components/api-error-alert.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { fieldMessages, formLevelMessage } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useRouteParams } from '../../../lib/route-params.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { useTournamentQuery } from '../../tournaments/api/get-tournament.ts';
import { useCreateSeason } from '../api/create-season.ts';

interface SeasonValues {
  name: string;
  startDate: string;
  endDate: string;
  status: 'draft' | 'active' | 'completed';
  preset: RulePresetId;
}

const fieldNames = ['name', 'startDate', 'endDate', 'status'] as const;

function toRequest(values: SeasonValues) {
  return {
    name: values.name,
    startDate: values.startDate || null,
    endDate: values.endDate || null,
    status: values.status,
    rules: presetRules(values.preset),
  };
}

export function CreateSeasonPage() {
  const t = useT('manage');
  const { tournamentId } = useRouteParams('tournamentId');
  const tournament = useTournamentQuery(tournamentId);
  const description = tournament.data
    ? t('seasons.create.descriptionOf', { name: tournament.data.name })
    : t('seasons.create.description');

  let body;
  if (tournament.isPending) body = <Loader aria-label={t('tournaments.loading')} />;
  else if (tournament.error) {
    body =
      tournament.error instanceof ApiRequestError && tournament.error.status === 404 ? (
        <Text>{t('seasons.create.tournamentNotFound')}</Text>
      ) : (
        <ApiErrorAlert error={tournament.error} />
      );
  } else if (!roleAtLeast(tournament.data.myRole, 'admin')) {
    body = <Text>{t('seasons.create.noPermission')}</Text>;
  } else body = <SeasonForm tournamentId={tournamentId} />;

  return (
    <PageFrame title={t('seasons.create.title')} description={description}>
      <Anchor component={Link} to={paths.tournamentSeasons.href({ tournamentId })} size="sm">
        {t('seasons.create.back')}
      </Anchor>
      {body}
    </PageFrame>
  );
}

function SeasonForm({ tournamentId }: { tournamentId: string }) {
  const t = useT('manage');
  const navigate = useNavigate();
  const create = useCreateSeason(tournamentId);
  const validate = zodValidate(createSeasonSchema);
  const form = useForm<SeasonValues>({
    mode: 'uncontrolled',
    initialValues: { name: '', startDate: '', endDate: '', status: 'draft', preset: 'fiba' },
    validate: (values) => validate(toRequest(values)),
  });

  const submit = (values: SeasonValues) =>
    create.mutate(createSeasonSchema.parse(toRequest(values)), {
      onSuccess: (season) => {
        notifySuccess(t('seasons.created', { name: season.name }));
        void navigate(paths.season.href({ tournamentId, seasonId: season.id }));
      },
      onError: (error) => form.setErrors(fieldMessages(error, fieldNames)),
    });
  const showError = formLevelMessage(create.error, fieldNames) !== null;

  return (
    <Paper withBorder p="lg" radius="md" maw={640}>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          {showError ? <ApiErrorAlert error={create.error} /> : null}
          <TextInput
            label={t('seasons.field.name')}
            placeholder={t('seasons.field.name.placeholder')}
            required
            maxLength={80}
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <Group grow align="flex-start">
            <TextInput
              label={t('seasons.field.startDate')}
              type="date"
              key={form.key('startDate')}
              {...form.getInputProps('startDate')}
            />
            <TextInput
              label={t('seasons.field.endDate')}
              type="date"
              key={form.key('endDate')}
              {...form.getInputProps('endDate')}
            />
          </Group>
          <Select
            label={t('seasons.field.status')}
            description={t('seasons.field.status.description')}
            data={seasonStatusSchema.options.map((s) => ({
              value: s,
              label: t(`seasons.status.${s}`),
            }))}
            allowDeselect={false}
            key={form.key('status')}
            {...form.getInputProps('status')}
          />
          <Select
            label={t('seasons.field.rules')}
            description={t('seasons.field.rules.description')}
            data={rulePresetIds.map((id) => ({ value: id, label: t(`seasons.preset.${id}`) }))}
            allowDeselect={false}
            key={form.key('preset')}
            {...form.getInputProps('preset')}
          />
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('seasons.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
