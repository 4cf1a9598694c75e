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
import { presetRules, rulePresetLabels } from '../../../../domain/season/rule-presets.ts';
import { rulePresetIds, type RulePresetId } from '../../../../domain/season/rules.ts';
import { ApiErrorAlert } from '../../../components/api-error-alert.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { fieldMessages, formLevelMessage } from '../../../lib/form-errors.ts';
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

const statusLabels = { draft: 'Draft', active: 'Active', completed: 'Completed' } as const;
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
  const { tournamentId } = useRouteParams('tournamentId');
  const tournament = useTournamentQuery(tournamentId);
  const description = tournament.data
    ? `A new season of ${tournament.data.name}, with its own teams, games, schedule and rules.`
    : 'A season has its own teams, games, schedule and rules.';

  let body;
  if (tournament.isPending) body = <Loader aria-label="Loading the tournament" />;
  else if (tournament.error) {
    body =
      tournament.error instanceof ApiRequestError && tournament.error.status === 404 ? (
        <Text>
          Tournament not found. It may have been deleted, or you are not one of its members.
        </Text>
      ) : (
        <ApiErrorAlert error={tournament.error} />
      );
  } else if (!roleAtLeast(tournament.data.myRole, 'admin')) {
    body = (
      <Text>You don&apos;t have permission to create seasons: only the owner or an admin can.</Text>
    );
  } else body = <SeasonForm tournamentId={tournamentId} />;

  return (
    <PageFrame title="Create a season" description={description}>
      <Anchor component={Link} to={paths.tournamentSeasons.href({ tournamentId })} size="sm">
        Back to the seasons
      </Anchor>
      {body}
    </PageFrame>
  );
}

function SeasonForm({ tournamentId }: { tournamentId: string }) {
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
        notifySuccess(`${season.name} was created.`);
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
            label="Name"
            placeholder="2026 Spring"
            required
            maxLength={80}
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <Group grow align="flex-start">
            <TextInput
              label="Start date"
              type="date"
              key={form.key('startDate')}
              {...form.getInputProps('startDate')}
            />
            <TextInput
              label="End date"
              type="date"
              key={form.key('endDate')}
              {...form.getInputProps('endDate')}
            />
          </Group>
          <Select
            label="Status"
            description="Draft and active seasons are open; completed ones are kept for the record."
            data={seasonStatusSchema.options.map((s) => ({ value: s, label: statusLabels[s] }))}
            allowDeselect={false}
            key={form.key('status')}
            {...form.getInputProps('status')}
          />
          <Select
            label="Rules"
            description="Fills the game rules from a rulebook; change any of them later in the season's settings."
            data={rulePresetIds.map((id) => ({ value: id, label: rulePresetLabels[id] }))}
            allowDeselect={false}
            key={form.key('preset')}
            {...form.getInputProps('preset')}
          />
          <Group>
            <Button type="submit" loading={create.isPending}>
              Create season
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
