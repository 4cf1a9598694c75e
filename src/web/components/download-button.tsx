// A button that downloads an export with a progress bar (percent from Content-Length, or a
// moving bar when the size is unknown) and says in words why a download failed; a premium refusal
// shows the upgrade prompt.
import { Button, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { isAbortError } from '../lib/api-client.ts';
import { useT } from '../lib/i18n/i18n-store.ts';
import { fetchDownload, percentOf, saveFile, type DownloadProgress } from '../lib/download.ts';
import { ApiErrorAlert } from './api-error-alert.tsx';

interface Props {
  url: string;
  label: string;
  /** Used when the server names no file. */
  fallbackName: string;
}

export function DownloadButton({ url, label, fallbackName }: Props) {
  const t = useT('app');
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [error, setError] = useState<unknown>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setError(null);
    setProgress({ loaded: 0, total: null });
    try {
      const file = await fetchDownload(url, {
        fallbackName,
        signal: controller.signal,
        onProgress: setProgress,
      });
      saveFile(file);
    } catch (cause) {
      if (!isAbortError(cause)) setError(cause);
    } finally {
      if (abort.current === controller) {
        abort.current = null;
        setProgress(null);
      }
    }
  };

  const percent = progress ? percentOf(progress) : null;
  return (
    <Stack gap={6}>
      <Button
        variant="light"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={progress !== null}
        onClick={() => void start()}
      >
        {label}
      </Button>
      {progress ? (
        <Stack gap={2}>
          <Progress
            value={percent ?? 100}
            striped={percent === null}
            animated={percent === null}
            size="sm"
            aria-label={t('shell.downloadingLabel', { label })}
          />
          <Text size="xs" c="dimmed" aria-live="polite">
            {percent === null
              ? t('shell.downloading')
              : t('shell.downloadingPercent', { ratio: percent / 100 })}
          </Text>
        </Stack>
      ) : null}
      <ApiErrorAlert error={error} />
    </Stack>
  );
}
