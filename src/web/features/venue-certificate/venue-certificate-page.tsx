// How a venue's devices come to trust Tempo's own certificate authority (HTTPS=local, decision
// 0048), so that consoles opened at the HTTPS address reopen offline. Open to anyone, and meant to
// be opened over plain HTTP: a device reads it before it trusts the HTTPS address.
import { Alert, Anchor, Button, Code, List, Stack, Text, Title } from '@mantine/core';
import { apiPaths } from '../../../contract/api-paths.ts';
import { CenteredPage } from '../../components/centered-page.tsx';
import { useT } from '../../lib/i18n/i18n-store.ts';
import { usePublicConfig } from '../../lib/public-config.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** Each kind of device and its steps, in order. */
const devices = [
  ['ios', ['venue.steps.ios.1', 'venue.steps.ios.2', 'venue.steps.ios.3', 'venue.steps.ios.4']],
  ['android', ['venue.steps.android.1', 'venue.steps.android.2', 'venue.steps.android.3']],
  ['chromeos', ['venue.steps.chromeos.1', 'venue.steps.chromeos.2', 'venue.steps.chromeos.3']],
  ['windows', ['venue.steps.windows.1', 'venue.steps.windows.2', 'venue.steps.windows.3']],
  ['macos', ['venue.steps.macos.1', 'venue.steps.macos.2', 'venue.steps.macos.3']],
] as const;

export function VenueCertificatePage() {
  const t = useT('app');
  usePageTitle(t('venue.title'));
  const config = usePublicConfig();
  const https = config?.https ?? null;
  // The address this device used, on the HTTPS port: the same laptop, now trusted.
  const secureAddress = https ? `https://${window.location.hostname}:${https.port}` : null;

  return (
    <CenteredPage width={640}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {t('venue.title')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('venue.intro')}
          </Text>
        </div>
        {config === undefined ? null : https === null ? (
          <Alert color="gray" variant="light" data-testid="venue-https-off">
            {t('venue.off')}
          </Alert>
        ) : https.authority === null ? (
          <Alert color="teal" variant="light">
            {t('venue.ownCertificate')}{' '}
            <Anchor href={secureAddress ?? undefined}>{secureAddress}</Anchor>
          </Alert>
        ) : (
          <>
            <Stack gap="xs">
              <Button
                component="a"
                href={apiPaths.venueCertificate}
                download="tempo-venue-ca.crt"
                w="fit-content"
              >
                {t('venue.download')}
              </Button>
              <Text size="sm">{t('venue.fingerprint')}</Text>
              <Code
                block
                data-testid="venue-fingerprint"
                style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
              >
                {https.authority.fingerprint}
              </Code>
            </Stack>
            {devices.map(([device, steps]) => (
              <section key={device} aria-labelledby={`venue-${device}`}>
                <Title order={2} size="h4" id={`venue-${device}`} mb="xs">
                  {t(`venue.device.${device}`)}
                </Title>
                <List type="ordered" size="sm" spacing={4}>
                  {steps.map((step) => (
                    <List.Item key={step}>{t(step)}</List.Item>
                  ))}
                </List>
              </section>
            ))}
            <Alert color="teal" variant="light" title={t('venue.then')}>
              <Anchor href={secureAddress ?? undefined} data-testid="venue-secure-address">
                {secureAddress}
              </Anchor>
              <Text size="sm" mt={4}>
                {t('venue.thenBody')}
              </Text>
            </Alert>
          </>
        )}
      </Stack>
    </CenteredPage>
  );
}
