// A logo or photo field: the image is uploaded as soon as it is chosen (POST /api/uploads, raw
// bytes, so not through callEndpoint's JSON) and the form keeps only the upload's id, which the entity's own request then refers to.
import { Avatar, Button, Group, Input, Loader, Stack, Text } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { errorCodes } from '../../contract/errors.ts';
import { uploadContentTypes, uploadMaxBytes, type Upload } from '../../contract/tournaments.ts';
import { ApiRequestError, errorMessage, messageForStatus } from '../lib/api-client.ts';
import { useLocale, useT } from '../lib/i18n/i18n-store.ts';
import { ownImage } from '../lib/own-image.ts';
import { createUpload } from '../../contract/endpoints/uploads.ts';
import { endpointUrl } from '../lib/call-endpoint.ts';

export async function uploadImage(file: File): Promise<Upload> {
  let response: Response;
  try {
    response = await fetch(endpointUrl(createUpload, {}), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': file.type, accept: 'application/json' },
      body: file,
    });
  } catch {
    throw new ApiRequestError({
      status: 0,
      code: errorCodes.network,
      message: messageForStatus(0),
    });
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const body = payload as { code?: string; message?: string } | null;
    throw new ApiRequestError({
      status: response.status,
      code: body?.code ?? `HTTP_${response.status}`,
      message: body?.message ?? messageForStatus(response.status),
    });
  }
  return createUpload.responses[201].parse(payload);
}

type LocalProblem = 'wrongType' | 'tooLarge';

/** Checked before uploading so a person learns at once, without a round trip. */
function localProblem(file: File): LocalProblem | null {
  if (!(uploadContentTypes as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > uploadMaxBytes) return 'tooLarge';
  return null;
}

export interface ImageValue {
  id: string | null;
  url: string | null;
}

export function ImageUploadField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: ImageValue;
  onChange: (value: ImageValue) => void;
  error?: string | undefined;
}) {
  const t = useT('manage');
  const locale = useLocale();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  // A problem found here is worded at each render (it follows a change of language); the
  // server's refusal comes worded already.
  const [problem, setProblem] = useState<{ local: LocalProblem } | { message: string } | null>(
    null,
  );

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const local = localProblem(file);
    setProblem(local ? { local } : null);
    if (local) return;
    setUploading(true);
    try {
      const upload = await uploadImage(file);
      onChange({ id: upload.id, url: upload.url });
    } catch (cause) {
      setProblem({ message: errorMessage(cause) });
    } finally {
      setUploading(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const src = ownImage(value.url);
  return (
    <Input.Wrapper
      label={label}
      id={id}
      error={
        problem
          ? 'local' in problem
            ? t(`components.image.${problem.local}`)
            : problem.message
          : error
      }
    >
      <Group gap="sm" mt={4} wrap="nowrap">
        <Avatar
          src={src}
          radius="sm"
          size={48}
          alt={src ? t('components.image.preview', { label }) : undefined}
        />
        {/* The browser's file field is wider than a phone leaves beside the preview: it may
            narrow to the space there is. */}
        <Stack gap={4} miw={0}>
          <input
            ref={inputRef}
            id={id}
            type="file"
            style={{ maxWidth: '100%' }}
            accept={uploadContentTypes.join(',')}
            onChange={(event) => void choose(event.currentTarget.files?.[0])}
          />
          <Group gap="xs">
            {uploading ? (
              <Group gap={4}>
                <Loader size="xs" />
                <Text size="xs">{t('components.image.uploading')}</Text>
              </Group>
            ) : null}
            {value.id || value.url ? (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                onClick={() => onChange({ id: null, url: null })}
              >
                {t('components.image.remove', { label: label.toLocaleLowerCase(locale) })}
              </Button>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {t('components.image.hint')}
          </Text>
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
