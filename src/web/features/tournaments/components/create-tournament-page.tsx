import { Button, Group, Paper, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { createTournamentSchema } from '../../../../contract/tournaments.ts';
import type { ImageValue } from '../../../components/image-upload-field.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { paths } from '../../../config/paths.ts';
import { fieldMessages } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n/i18n-store.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import {
  TournamentFields,
  tournamentFieldNames,
  type TournamentFieldValues,
} from './tournament-fields.tsx';
import { useCreateTournament } from '../api/create-tournament.ts';

export function CreateTournamentPage() {
  const t = useT('manage');
  const locale = useLocale();
  const navigate = useNavigate();
  const create = useCreateTournament();
  const [logo, setLogo] = useState<ImageValue>({ id: null, url: null });
  const form = useForm<TournamentFieldValues>({
    mode: 'uncontrolled',
    // A new tournament speaks its creator's language until its settings say otherwise.
    initialValues: { name: '', description: '', publicOutputs: true, language: locale },
    validate: zodValidate(createTournamentSchema),
  });

  const submit = (values: TournamentFieldValues) =>
    create.mutate(createTournamentSchema.parse({ ...values, logoId: logo.id }), {
      onSuccess: (tournament) => {
        notifySuccess(t('tournaments.create.done', { name: tournament.name }));
        void navigate(paths.tournament.href({ tournamentId: tournament.id }));
      },
      onError: (error) => form.setErrors(fieldMessages(error, tournamentFieldNames)),
    });

  return (
    <PageFrame
      title={t('tournaments.create.title')}
      description={t('tournaments.create.description')}
    >
      <Paper withBorder p="lg" radius="md" maw={640}>
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="md">
            <TournamentFields form={form} logo={logo} onLogoChange={setLogo} error={create.error} />
            <Group>
              <Button type="submit" loading={create.isPending}>
                {t('tournaments.create.submit')}
              </Button>
              <Button component={Link} to={paths.tournaments.href()} variant="default">
                {t('tournaments.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </PageFrame>
  );
}
