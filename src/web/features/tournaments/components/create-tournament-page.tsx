import { Button, Group, Paper, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { createTournamentSchema } from '../../../../contract/tournaments.ts';
import type { ImageValue } from '../../../components/image-upload-field.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { paths } from '../../../config/paths.ts';
import { fieldMessages } from '../../../lib/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import {
  TournamentFields,
  tournamentFieldNames,
  type TournamentFieldValues,
} from './tournament-fields.tsx';
import { useCreateTournament } from '../api/create-tournament.ts';

export function CreateTournamentPage() {
  const navigate = useNavigate();
  const create = useCreateTournament();
  const [logo, setLogo] = useState<ImageValue>({ id: null, url: null });
  const form = useForm<TournamentFieldValues>({
    mode: 'uncontrolled',
    initialValues: { name: '', description: '', publicOutputs: true },
    validate: zodValidate(createTournamentSchema),
  });

  const submit = (values: TournamentFieldValues) =>
    create.mutate(createTournamentSchema.parse({ ...values, logoId: logo.id }), {
      onSuccess: (tournament) => {
        notifySuccess(`${tournament.name} was created.`);
        void navigate(paths.tournament.href({ tournamentId: tournament.id }));
      },
      onError: (error) => form.setErrors(fieldMessages(error, tournamentFieldNames)),
    });

  return (
    <PageFrame
      title="Create a tournament"
      description="A tournament holds your seasons, teams, players and games."
    >
      <Paper withBorder p="lg" radius="md" maw={640}>
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="md">
            <TournamentFields form={form} logo={logo} onLogoChange={setLogo} error={create.error} />
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
