import { Switch, TextInput, Textarea } from '@mantine/core';
import type { useForm } from '@mantine/form';
import { ApiErrorAlert } from '../../../components/api-error-alert.tsx';
import { ImageUploadField, type ImageValue } from '../../../components/image-upload-field.tsx';
import { fieldMessages, formLevelMessage } from '../../../lib/form-errors.ts';

export interface TournamentFieldValues {
  name: string;
  description: string;
  publicOutputs: boolean;
}

// Mantine's own type for a form is not reachable from this module setting, so it is derived.
type TournamentForm = ReturnType<typeof useForm<TournamentFieldValues>>;

export const tournamentFieldNames = ['name', 'description', 'publicOutputs', 'logoId'] as const;

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
  const showError = formLevelMessage(error, tournamentFieldNames) !== null;
  const logoError = fieldMessages(error, ['logoId']).logoId;
  return (
    <>
      {showError ? <ApiErrorAlert error={error} /> : null}
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
      <ImageUploadField label="Logo" value={logo} onChange={onLogoChange} error={logoError} />
      <Switch
        label="Public outputs"
        description="Anyone with the link can open the scoreboard and stat sheet of your games."
        key={form.key('publicOutputs')}
        {...form.getInputProps('publicOutputs', { type: 'checkbox' })}
      />
    </>
  );
}
