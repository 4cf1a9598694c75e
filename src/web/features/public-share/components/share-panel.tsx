// Share and embed: what an organiser hands out once the league's public site is on. The site's
// address with a copy button and its QR code, a printable poster of both, and a copy-paste
// iframe snippet for each embed with the embed itself shown beneath, as a club's page will show it.
import {
  Button,
  CopyButton,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { apiPath } from '../../../../contract/api-paths.ts';
import { getPublicSitePoster } from '../../../../contract/endpoints/public-share.ts';
import { embedKinds, type EmbedTheme } from '../../../../contract/public-share.ts';
import { DownloadButton } from '../../../components/download-button.tsx';
import { endpointUrl } from '../../../lib/call-endpoint.ts';
import { embedSnippet } from '../embed-snippet.ts';

const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

type EmbedKind = (typeof embedKinds)[number]['kind'];

function CopyValueButton({ value, label }: { value: string; label: string }) {
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Button
          variant="light"
          color={copied ? 'teal' : undefined}
          leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          onClick={copy}
        >
          {copied ? 'Copied' : label}
        </Button>
      )}
    </CopyButton>
  );
}

export interface SharePanelProps {
  tournamentId: string;
  leagueName: string;
  slug: string;
  /** The site's absolute address, as the server gives it (PUBLIC_URL or the address in use). */
  url: string;
}

export function SharePanel({ tournamentId, leagueName, slug, url }: SharePanelProps) {
  const [kind, setKind] = useState<EmbedKind>('standings');
  const [theme, setTheme] = useState<EmbedTheme>('light');
  const embed = embedKinds.find((e) => e.kind === kind) ?? embedKinds[0];
  const path = `${apiPath(embed.path, { slug })}${theme === 'dark' ? '?theme=dark' : ''}`;
  // The snippet points at the site's own address; the preview loads from this page's origin,
  // which the app's Content-Security-Policy lets it frame.
  const snippet = embedSnippet({
    src: new URL(path, url).toString(),
    title: `${leagueName}: ${embed.label}`,
    height: embed.height,
  });

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="share-panel-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="share-panel-title">
          Share and embed
        </Title>
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            label="Link to the site"
            value={url}
            readOnly
            style={{ flex: 1 }}
            onFocus={(e) => e.currentTarget.select()}
          />
          <CopyValueButton value={url} label="Copy address" />
        </Group>
        <Group align="flex-start" gap="lg">
          <Suspense fallback={<Loader size="sm" />}>
            <QRCodeSVG
              value={url}
              size={160}
              marginSize={2}
              title={`QR code of the site address ${url}`}
            />
          </Suspense>
          <Stack gap="xs" maw={320}>
            <Text size="sm">
              Phones open the site from this code. The poster prints it on A4 with the address in
              large type, for the venue&apos;s wall or a notice board.
            </Text>
            <DownloadButton
              label="Poster (PDF)"
              url={endpointUrl(getPublicSitePoster, { params: { tournamentId } })}
              fallbackName={`${slug}-poster.pdf`}
            />
          </Stack>
        </Group>

        <Title order={3} size="h5">
          Embed on your website
        </Title>
        <Group gap="md">
          <SegmentedControl
            aria-label="Embed"
            value={kind}
            onChange={(v) => setKind(v as EmbedKind)}
            data={embedKinds.map((e) => ({ value: e.kind, label: e.label }))}
          />
          <SegmentedControl
            aria-label="Theme"
            value={theme}
            onChange={(v) => setTheme(v as EmbedTheme)}
            data={[
              { value: 'light', label: 'Light' },
              { value: 'dark', label: 'Dark' },
            ]}
          />
        </Group>
        <Textarea
          label={`Code for ${embed.label.toLowerCase()}`}
          description="Paste it into your website's page; it updates itself."
          value={snippet}
          readOnly
          autosize
          minRows={2}
          styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Group>
          <CopyValueButton value={snippet} label="Copy code" />
        </Group>
        <iframe
          key={path}
          src={path}
          title={`Preview: ${embed.label}`}
          style={{
            width: '100%',
            height: embed.height,
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 8,
          }}
          loading="lazy"
        />
      </Stack>
    </Paper>
  );
}
