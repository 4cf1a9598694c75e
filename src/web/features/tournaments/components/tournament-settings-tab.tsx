import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  roleAtLeast,
  updateTournamentSchema,
  type Tournament,
} from '../../../../contract/tournaments.ts';
import { ApiErrorAlert } from '../../../components/api-error-alert.tsx';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal.tsx';
import type { ImageValue } from '../../../components/image-upload-field.tsx';
import { paths } from '../../../config/paths.ts';
import { fieldMessages } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { PublicSiteCard } from './public-site-card.tsx';
import { useTournament } from './tournament-context.ts';
import {
  TournamentFields,
  tournamentFieldNames,
  type TournamentFieldValues,
} from './tournament-fields.tsx';
import { useDeleteTournament } from '../api/delete-tournament.ts';
import { useUpdateTournament } from '../api/update-tournament.ts';

export function TournamentSettingsTab() {
  const t = useT('manage');
  const tournament = useTournament();
  if (!roleAtLeast(tournament.myRole, 'admin')) {
    return (
      <Alert color="red" variant="light" title={t('tournaments.noPermission')}>
        {t('tournaments.settings.noPermission')}
      </Alert>
    );
  }
  return (
    <Stack gap="xl" maw={720}>
      {tournament.archived ? (
        <Text c="dimmed">{t('tournaments.settings.archivedNote')}</Text>
      ) : (
        <DetailsCard key={tournament.updatedAt} tournament={tournament} />
      )}
      {tournament.archived ? null : <PublicSiteCard tournamentId={tournament.id} />}
      {tournament.myRole === 'owner' ? <OwnerCard tournament={tournament} /> : null}
    </Stack>
  );
}

function DetailsCard({ tournament }: { tournament: Tournament }) {
  const t = useT('manage');
  const update = useUpdateTournament(tournament.id);
  const [logo, setLogo] = useState<ImageValue>({ id: null, url: tournament.logoUrl });
  const form = useForm<TournamentFieldValues>({
    mode: 'uncontrolled',
    initialValues: {
      name: tournament.name,
      description: tournament.description,
      publicOutputs: tournament.publicOutputs,
      language: tournament.language,
    },
    validate: zodValidate(updateTournamentSchema),
  });

  const submit = (values: TournamentFieldValues) => {
    const logoChanged = logo.url !== tournament.logoUrl;
    update.mutate(
      updateTournamentSchema.parse({ ...values, ...(logoChanged ? { logoId: logo.id } : {}) }),
      {
        onSuccess: () => notifySuccess(t('tournaments.settings.saved')),
        onError: (error) => form.setErrors(fieldMessages(error, tournamentFieldNames)),
      },
    );
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('tournaments.settings.details')}
          </Title>
          <TournamentFields form={form} logo={logo} onLogoChange={setLogo} error={update.error} />
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t('tournaments.settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function OwnerCard({ tournament }: { tournament: Tournament }) {
  const t = useT('manage');
  const update = useUpdateTournament(tournament.id);
  const navigate = useNavigate();
  const remove = useDeleteTournament(tournament.id);
  const [deleting, { open, close }] = useDisclosure(false);

  const setArchived = (archived: boolean) =>
    update.mutate(
      { archived },
      {
        onSuccess: () =>
          notifySuccess(
            t(archived ? 'tournaments.settings.archived' : 'tournaments.settings.unarchived'),
          ),
      },
    );

  return (
    <Paper withBorder p="lg" radius="md" style={{ borderColor: 'var(--mantine-color-red-6)' }}>
      <Stack gap="md" align="flex-start">
        <Title order={2} size="h4">
          {t('tournaments.settings.archiveOrDelete')}
        </Title>
        <ApiErrorAlert error={update.error} />
        {tournament.archived ? (
          <>
            <Text size="sm">{t('tournaments.settings.unarchiveHelp')}</Text>
            <Button variant="outline" loading={update.isPending} onClick={() => setArchived(false)}>
              {t('tournaments.settings.unarchive')}
            </Button>
          </>
        ) : (
          <>
            <Text size="sm">{t('tournaments.settings.archiveHelp')}</Text>
            <Button variant="outline" loading={update.isPending} onClick={() => setArchived(true)}>
              {t('tournaments.settings.archive')}
            </Button>
          </>
        )}
        <Text size="sm">{t('tournaments.settings.deleteHelp')}</Text>
        <Button color="red" variant="outline" onClick={open}>
          {t('tournaments.settings.delete')}
        </Button>
      </Stack>
      <ConfirmDeleteModal
        opened={deleting}
        onClose={close}
        title={t('tournaments.settings.deleteTitle')}
        question={t('tournaments.settings.deleteQuestion', { name: tournament.name })}
        remove={remove}
        onDeleted={() => {
          notifySuccess(t('tournaments.settings.deleted', { name: tournament.name }));
          void navigate(paths.tournaments.href());
        }}
      />
    </Paper>
  );
}
