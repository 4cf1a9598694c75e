// Share and embed: what an organiser hands out once the league's public site is on. The site's
// address with a copy button and its QR code, a printable poster of both, and a copy-paste
// iframe snippet for each embed with the embed itself shown beneath, as a club's page will show it.
// The panel speaks the organiser's language; the snippet's title, read on the club's page by the
// league's public, speaks the tournament's, as the embed itself does.
import { Group, Loader, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { apiPath } from '../../../../contract/api-paths.ts';
import { getPublicSitePoster } from '../../../../contract/endpoints/public-share.ts';
import { embedKinds, type EmbedTheme } from '../../../../contract/public-share.ts';
import { ChoiceChips } from '../../../components/choice-chips.tsx';
import { CopyButton } from '../../../components/copy-button.tsx';
import { DownloadButton } from '../../../components/download-button.tsx';
import type { MessageKey } from '../../../../i18n/catalogues.ts';
import { defaultLocale } from '../../../../i18n/negotiate.ts';
import { createTranslate } from '../../../../i18n/translator.ts';
import { endpointUrl } from '../../../lib/call-endpoint.ts';
import { availableCodes } from '../../../lib/i18n/available-locales.ts';
import { loadCatalogue } from '../../../lib/i18n/catalogue-files.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import { embedSnippet } from '../embed-snippet.ts';

const QrSvg = lazy(() =>
  import('../../../components/qr-svg.tsx').then((m) => ({ default: m.QrSvg })),
);

type EmbedKind = (typeof embedKinds)[number]['kind'];

/** The public site's words in `language`, loaded once (not the page's: it may speak another). */
function usePublicWords(language: string) {
  const code = availableCodes.includes(language) ? language : defaultLocale;
  return useQuery({
    queryKey: ['catalogue', code, 'public'],
    queryFn: async () =>
      createTranslate<MessageKey<'public'>>(code, await loadCatalogue(code, 'public')),
    staleTime: Infinity,
    gcTime: Infinity,
  }).data;
}

export interface SharePanelProps {
  tournamentId: string;
  leagueName: string;
  /** The tournament's language: the snippet's title is written in it. */
  language: string;
  slug: string;
  /** The site's absolute address, as the server gives it on the links' origin (lib/link-url.ts). */
  url: string;
}

export function SharePanel({ tournamentId, leagueName, language, slug, url }: SharePanelProps) {
  const t = useT('manage');
  const publicWords = usePublicWords(language);
  const [kind, setKind] = useState<EmbedKind>('standings');
  const [theme, setTheme] = useState<EmbedTheme>('light');
  const embed = embedKinds.find((e) => e.kind === kind) ?? embedKinds[0];
  const path = `${apiPath(embed.path, { slug })}${theme === 'dark' ? '?theme=dark' : ''}`;
  // The snippet points at the site's own address; the preview loads from this page's origin,
  // which the app's Content-Security-Policy lets it frame.
  const snippet = publicWords
    ? embedSnippet({
        src: new URL(path, url).toString(),
        title: publicWords('share.frameTitle', { league: leagueName, kind }),
        height: embed.height,
      })
    : null;
  const kindLabel = (k: EmbedKind) => t(`share.panel.kind.${k}`);

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="share-panel-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="share-panel-title">
          {t('share.panel.title')}
        </Title>
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            label={t('share.panel.link')}
            value={url}
            readOnly
            style={{ flex: 1 }}
            onFocus={(e) => e.currentTarget.select()}
          />
          <CopyButton variant="light" value={url} label={t('share.panel.copyAddress')} />
        </Group>
        <Group align="flex-start" gap="lg">
          <Suspense fallback={<Loader size="sm" />}>
            <QrSvg value={url} size={160} title={t('share.panel.qrTitle', { url })} />
          </Suspense>
          <Stack gap="xs" maw={320}>
            <Text size="sm">{t('share.panel.posterHelp')}</Text>
            <DownloadButton
              label={t('share.panel.poster')}
              url={endpointUrl(getPublicSitePoster, { params: { tournamentId } })}
              fallbackName={`${slug}-poster.pdf`}
            />
          </Stack>
        </Group>

        <Title order={3} size="h5">
          {t('share.panel.embedTitle')}
        </Title>
        <Group gap="lg" align="flex-start">
          <ChoiceChips
            label={t('share.panel.embed')}
            value={kind}
            onChange={setKind}
            choices={embedKinds.map((e) => ({ value: e.kind, label: kindLabel(e.kind) }))}
          />
          <ChoiceChips
            label={t('share.panel.theme')}
            value={theme}
            onChange={setTheme}
            choices={[
              { value: 'light' as const, label: t('share.panel.theme.light') },
              { value: 'dark' as const, label: t('share.panel.theme.dark') },
            ]}
          />
        </Group>
        {snippet === null ? (
          <Loader size="sm" aria-label={t('share.panel.loadingCode')} />
        ) : (
          <>
            <Textarea
              label={t('share.panel.code', { kind })}
              description={t('share.panel.codeHelp')}
              value={snippet}
              readOnly
              autosize
              minRows={2}
              styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
              onFocus={(e) => e.currentTarget.select()}
            />
            <Group>
              <CopyButton variant="light" value={snippet} label={t('share.panel.copyCode')} />
            </Group>
          </>
        )}
        <iframe
          key={path}
          src={path}
          title={t('share.panel.preview', { embed: kindLabel(kind) })}
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
