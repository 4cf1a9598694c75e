import { Button, Group, Paper, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { createTournamentSchema, type CreateTournament } from '../../../contract/tournaments.ts';
import { ApiErrorAlert } from '../../components/api-error-alert.tsx';
import { ImageUploadField, type ImageValue } from '../../components/image-upload-field.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { paths } from '../../config/paths.ts';
import { fieldMessages, formLevelMessage } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useCreateTournament } from '../../lib/tournament-api.ts';
import { zodValidate } from '../../lib/zod-form.ts';

const fieldNames = ['name', 'description', 'publicOutputs', 'logoId'] as const;

export function CreateTournamentPage() {
  const navigate = useNavigate();
  const create = useCreateTournament();
  const [logo, setLogo] = useState<ImageValue>({ id: null, url: null });
  const form = useForm<CreateTournament>({
    mode: 'uncontrolled',
    initialValues: { name: '', description: '', publicOutputs: true },
    validate: zodValidate(createTournamentSchema),
  });

  const submit = (values: CreateTournament) =>
    create.mutate(createTournamentSchema.parse({ ...values, logoId: logo.id }), {
      onSuccess: (tournament) => {
        notifySuccess(`${tournament.name} was created.`);
        void navigate(paths.tournament.href({ tournamentId: tournament.id }));
      },
      onError: (error) => form.setErrors(fieldMessages(error, fieldNames)),
    });

  const showError = formLevelMessage(create.error, fieldNames) !== null;
  const logoError = fieldMessages(create.error, ['logoId']).logoId;

  return (
    <PageFrame
      title="Create a tournament"
      description="A tournament holds your seasons, teams, players and games."
    >
      <Paper withBorder p="lg" radius="md" maw={640}>
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="md">
            {showError ? <ApiErrorAlert error={create.error} /> : null}
            <TextInput
              label="Name"
              required
              maxLength={80}
              key={form.key('name')}
              {...form.getInputProps('name')}
            />
            <Textarea
              label="Description"
              autosize
              minRows={3}
              maxLength={2000}
              key={form.key('description')}
              {...form.getInputProps('description')}
            />
            <ImageUploadField label="Logo" value={logo} onChange={setLogo} error={logoError} />
            <Switch
              label="Public outputs"
              description="Anyone with the link can open the scoreboard and stat sheet of your games."
              key={form.key('publicOutputs')}
              {...form.getInputProps('publicOutputs', { type: 'checkbox' })}
            />
            <Group>
              <Button type="submit" loading={create.isPending}>
                Create tournament
              </Button>
              <Button component={Link} to={paths.tournaments.href()} variant="default">
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </PageFrame>
  );
}
