import { ColorInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { createTeamSchema, type CreateTeam, type Team } from '../../../../contract/teams.ts';
import { ApiErrorAlert } from '../../../components/api-error-alert.tsx';
import { ImageUploadField, type ImageValue } from '../../../components/image-upload-field.tsx';
import { fieldMessages, formLevelMessage } from '../../../lib/form-errors.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { useT } from '../../../lib/i18n/i18n-store.ts';

const fieldNames = [
  'name',
  'shortName',
  'primaryColor',
  'secondaryColor',
  'logoId',
  'coachName',
  'groupName',
] as const;

type TeamValues = Required<Omit<CreateTeam, 'logoId'>>;

/** Create and edit share one form: the contract's schema checks it before the server does. */
export function TeamForm({
  team,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  team?: Team;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (values: CreateTeam, setErrors: (errors: Record<string, string>) => void) => void;
  onCancel?: () => void;
}) {
  const t = useT('manage');
  const [logo, setLogo] = useState<ImageValue>({
    id: team?.logoId ?? null,
    url: team?.logoUrl ?? null,
  });
  const form = useForm<TeamValues>({
    mode: 'controlled',
    initialValues: {
      name: team?.name ?? '',
      shortName: team?.shortName ?? '',
      primaryColor: team?.primaryColor ?? '#1e40af',
      secondaryColor: team?.secondaryColor ?? '#ffffff',
      coachName: team?.coachName ?? '',
      groupName: team?.groupName ?? '',
    },
    validate: zodValidate(createTeamSchema.omit({ logoId: true })),
  });

  const submit = (values: TeamValues) =>
    onSubmit(createTeamSchema.parse({ ...values, logoId: logo.id }), (errors) =>
      form.setErrors(errors),
    );
  const fieldErrors = fieldMessages(error, fieldNames);
  const showAlert = formLevelMessage(error, fieldNames) !== null;

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm" maw={640}>
        {showAlert ? <ApiErrorAlert error={error} /> : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('teams.field.name')} required {...form.getInputProps('name')} />
          <TextInput
            label={t('teams.field.shortName')}
            description={t('teams.field.shortName.description')}
            required
            maxLength={4}
            {...form.getInputProps('shortName')}
          />
          <ColorInput
            label={t('teams.field.primaryColor')}
            format="hex"
            required
            {...form.getInputProps('primaryColor')}
          />
          <ColorInput
            label={t('teams.field.secondaryColor')}
            format="hex"
            required
            {...form.getInputProps('secondaryColor')}
          />
          <TextInput label={t('teams.field.coach')} {...form.getInputProps('coachName')} />
          <TextInput
            label={t('teams.field.group')}
            description={t('teams.field.group.description')}
            {...form.getInputProps('groupName')}
          />
        </SimpleGrid>
        <ImageUploadField
          label={t('teams.field.logo')}
          value={logo}
          onChange={setLogo}
          error={fieldErrors.logoId}
        />
        <FormActions submitLabel={submitLabel} pending={pending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
