// A logo or photo field: the image is uploaded as soon as it is chosen (POST /api/uploads, raw
// bytes, so not through callEndpoint's JSON) and the form keeps only the upload's id, which the entity's own request then refers to.
import { Avatar, Button, Group, Input, Loader, Stack, Text } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { errorCodes } from '../../contract/errors.ts';
import { uploadContentTypes, uploadMaxBytes, type Upload } from '../../contract/tournaments.ts';
import { ApiRequestError, errorMessage, messageForStatus } from '../lib/api-client.ts';
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

/** Checked before uploading so a person learns at once, without a round trip. */
function localProblem(file: File): string | null {
  if (!(uploadContentTypes as readonly string[]).includes(file.type)) {
    return 'Choose a PNG, JPEG or WebP image';
  }
  if (file.size > uploadMaxBytes) return 'The image is larger than 2 MB';
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
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const local = localProblem(file);
    setProblem(local);
    if (local) return;
    setUploading(true);
    try {
      const upload = await uploadImage(file);
      onChange({ id: upload.id, url: upload.url });
    } catch (cause) {
      setProblem(errorMessage(cause));
    } finally {
      setUploading(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const src = ownImage(value.url);
  return (
    <Input.Wrapper label={label} id={id} error={problem ?? error}>
      <Group gap="sm" mt={4} wrap="nowrap">
        <Avatar src={src} radius="sm" size={48} alt={src ? `${label} preview` : undefined} />
        <Stack gap={4}>
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={uploadContentTypes.join(',')}
            onChange={(event) => void choose(event.currentTarget.files?.[0])}
          />
          <Group gap="xs">
            {uploading ? (
              <Group gap={4}>
                <Loader size="xs" />
                <Text size="xs">Uploading…</Text>
              </Group>
            ) : null}
            {value.id || value.url ? (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                onClick={() => onChange({ id: null, url: null })}
              >
                Remove {label.toLowerCase()}
              </Button>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            PNG, JPEG or WebP, at most 2 MB.
          </Text>
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
