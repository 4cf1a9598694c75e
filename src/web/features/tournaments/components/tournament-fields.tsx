import { Select, Switch, TextInput, Textarea } from '@mantine/core';
import type { useForm } from '@mantine/form';
import { ApiErrorAlert } from '../../../components/api-error-alert.tsx';
import { ImageUploadField, type ImageValue } from '../../../components/image-upload-field.tsx';
import { fieldMessages, formLevelMessage } from '../../../lib/form-errors.ts';
import { availableLocales } from '../../../lib/i18n/available-locales.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';

export interface TournamentFieldValues {
  name: string;
  description: string;
  publicOutputs: boolean;
  /** The language of its outputs, public pages, exports and mails. */
  language: string;
}

// Mantine's own type for a form is not reachable from this module setting, so it is derived.
type TournamentForm = ReturnType<typeof useForm<TournamentFieldValues>>;

export const tournamentFieldNames = [
  'name',
  'description',
  'publicOutputs',
  'language',
  'logoId',
] as const;

// Each language under its own name, as a person who reads only that one looks for it.
const languageOptions = availableLocales.map((l) => ({ value: l.code, label: l.name }));

/** The tournament's own details, the same when it is created and when it is edited. */
export function TournamentFields({
  form,
  logo,
  onLogoChange,
  error,
}: {
  form: TournamentForm;
  logo: ImageValue;
  onLogoChange: (logo: ImageValue) => void;
  /** The last failed save: shown at its field, or above the form when no field claims it. */
  error: unknown;
}) {
  const t = useT('manage');
  const showError = formLevelMessage(error, tournamentFieldNames) !== null;
  const logoError = fieldMessages(error, ['logoId']).logoId;
  return (
    <>
      {showError ? <ApiErrorAlert error={error} /> : null}
      <TextInput
        label={t('tournaments.field.name')}
        required
        maxLength={80}
        key={form.key('name')}
        {...form.getInputProps('name')}
      />
      <Textarea
        label={t('tournaments.field.description')}
        autosize
        minRows={3}
        maxLength={2000}
        key={form.key('description')}
        {...form.getInputProps('description')}
      />
      <ImageUploadField
        label={t('tournaments.field.logo')}
        value={logo}
        onChange={onLogoChange}
        error={logoError}
      />
      <Select
        label={t('tournaments.field.language')}
        description={t('tournaments.field.language.description')}
        data={languageOptions}
        allowDeselect={false}
        key={form.key('language')}
        {...form.getInputProps('language')}
      />
      <Switch
        label={t('tournaments.field.publicOutputs')}
        description={t('tournaments.field.publicOutputs.description')}
        key={form.key('publicOutputs')}
        {...form.getInputProps('publicOutputs', { type: 'checkbox' })}
      />
    </>
  );
}
