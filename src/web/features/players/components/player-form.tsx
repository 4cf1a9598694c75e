import { NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  createPlayerSchema,
  positions,
  type CreatePlayer,
  type Player,
} from '../../../../contract/teams.ts';
import { ApiErrorAlert } from '../../../components/api-error-alert.tsx';
import { ImageUploadField, type ImageValue } from '../../../components/image-upload-field.tsx';
import { fieldMessages, formLevelMessage } from '../../../lib/form-errors.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { useT } from '../../../lib/i18n/i18n-store.ts';

const fieldNames = [
  'firstName',
  'lastName',
  'jersey',
  'position',
  'heightCm',
  'birthDate',
  'photoId',
  'active',
];

interface PlayerValues {
  firstName: string;
  lastName: string;
  jersey: string;
  position: string | null;
  heightCm: number | string;
  birthDate: string;
  active: boolean;
}

function toBody(values: PlayerValues, photoId: string | null): CreatePlayer {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    // A string on purpose: "00" and "0" are different jerseys.
    jersey: values.jersey,
    position: (values.position || null) as CreatePlayer['position'],
    heightCm: values.heightCm === '' ? null : Number(values.heightCm),
    birthDate: values.birthDate || null,
    photoId,
    active: values.active,
  };
}

const validateBody = zodValidate(createPlayerSchema);

export function PlayerForm({
  player,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  player?: Player;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (body: CreatePlayer, setErrors: (errors: Record<string, string>) => void) => void;
  onCancel: () => void;
}) {
  const t = useT('manage');
  const common = useT('common');
  const [photo, setPhoto] = useState<ImageValue>({
    id: player?.photoId ?? null,
    url: player?.photoUrl ?? null,
  });
  const form = useForm<PlayerValues>({
    initialValues: {
      firstName: player?.firstName ?? '',
      lastName: player?.lastName ?? '',
      jersey: player?.jersey ?? '',
      position: player?.position ?? null,
      heightCm: player?.heightCm ?? '',
      birthDate: player?.birthDate ?? '',
      active: player?.active ?? true,
    },
    validate: (values) => validateBody(toBody(values, photo.id)),
  });

  const submit = (values: PlayerValues) =>
    onSubmit(createPlayerSchema.parse(toBody(values, photo.id)), (errors) =>
      form.setErrors(errors),
    );
  const fieldErrors = fieldMessages(error, fieldNames);
  const showAlert = formLevelMessage(error, fieldNames) !== null;

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm" maw={640}>
        {showAlert ? <ApiErrorAlert error={error} /> : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('players.field.firstName')}
            required
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('players.field.lastName')}
            required
            {...form.getInputProps('lastName')}
          />
          <TextInput
            label={t('players.field.jersey')}
            description={t('players.field.jersey.description')}
            required
            maxLength={2}
            inputMode="numeric"
            {...form.getInputProps('jersey')}
          />
          <Select
            label={t('players.column.position')}
            placeholder={t('players.field.position.none')}
            clearable
            data={positions.map((p) => ({
              value: p,
              label: t('players.field.position.option', {
                short: common(`position.${p}`),
                long: common(`position.${p}.long`),
              }),
            }))}
            {...form.getInputProps('position')}
          />
          <NumberInput
            label={t('players.field.height')}
            min={100}
            max={250}
            allowDecimal={false}
            {...form.getInputProps('heightCm')}
          />
          <TextInput
            label={t('players.field.birthDate')}
            type="date"
            {...form.getInputProps('birthDate')}
          />
        </SimpleGrid>
        <ImageUploadField
          label={t('players.field.photo')}
          value={photo}
          onChange={setPhoto}
          error={fieldErrors.photoId}
        />
        <Switch
          label={t('players.active')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <FormActions submitLabel={submitLabel} pending={pending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

export const playerFieldNames = fieldNames;
