import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import type { PlanTier } from '../../../domain/plans/effective-tier.ts';
import type { MessageKey } from '../../../i18n/catalogues.ts';
import type { Translate } from '../../../i18n/translator.ts';
import {
  canUseConsole,
  consoleKinds,
  hasFeature,
  passIds,
  passes,
  plans,
  type PremiumFeature,
} from '../../../domain/plans/plans.ts';
import { PageFrame } from '../../components/page-frame.tsx';
import { PlanBadge } from '../../components/plan-badge.tsx';
import { paths, withSearch } from '../../config/paths.ts';
import { formatCurrency } from '../../../i18n/intl-format.ts';
import { formatDay } from '../../lib/i18n/formats.ts';
import { useLocale, useT } from '../../lib/i18n/i18n-store.ts';
import { usePlanStatus } from '../../lib/plan.ts';
import { useProfile } from '../../lib/session.ts';

type AppTranslate = Translate<MessageKey<'manage'>>;

const outputExtras = [
  'playerStatSheet',
  'overlayThemes',
  'customOutputBranding',
  'noPoweredByMark',
] as const satisfies PremiumFeature[];

/** Every row comes from the plans module, so this table cannot disagree with the server. */
function comparison(t: AppTranslate) {
  const limit = (n: number | null) => (n === null ? t('billing.unlimited') : String(n));
  const yesNo = (tier: PlanTier, feature: PremiumFeature) =>
    hasFeature(tier, feature) ? t('billing.yes') : '–';
  const rows: { label: string; value: (tier: PlanTier) => string }[] = [
    {
      label: t('billing.compare.tournaments'),
      value: (tier) => limit(plans[tier].limits.tournamentsOwned),
    },
    {
      label: t('billing.compare.seasons'),
      value: (tier) => limit(plans[tier].limits.openSeasonsPerTournament),
    },
    {
      label: t('billing.compare.teams'),
      value: (tier) => limit(plans[tier].limits.teamsPerSeason),
    },
    {
      label: t('billing.compare.consoles'),
      value: (tier) =>
        consoleKinds
          .filter((kind) => canUseConsole(tier, kind))
          .map((kind) => t(`billing.console.${kind}`))
          .join(', '),
    },
    {
      label: t('billing.compare.outputs'),
      value: (tier) =>
        [
          t('billing.compare.basicOutputs'),
          ...outputExtras
            .filter((feature) => hasFeature(tier, feature))
            .map((feature) => t(`billing.feature.${feature}`)),
        ].join('; '),
    },
    { label: t('billing.compare.exports'), value: (tier) => yesNo(tier, 'exports') },
    { label: t('billing.compare.playoffs'), value: (tier) => yesNo(tier, 'playoffs') },
  ];
  return rows;
}

const tiers: PlanTier[] = ['free', 'tempo-premium'];

export function UpgradePage() {
  const t = useT('manage');
  const app = useT('app');
  const locale = useLocale();
  const profile = useProfile();
  const plan = usePlanStatus(profile);
  const [search] = useSearchParams();
  const cancelled = search.get('cancelled') === '1';

  return (
    <PageFrame
      title={app('billing.upgradeTitle')}
      description={
        plan.tier === 'tempo-premium'
          ? plan.premiumUntil
            ? t('billing.havePremiumUntil', { date: formatDay(locale, plan.premiumUntil) })
            : t('billing.havePremium')
          : t('billing.onFree')
      }
    >
      {cancelled ? (
        <Alert color="yellow" variant="light" role="status" title={t('billing.cancelledTitle')}>
          {t('billing.cancelled')}
        </Alert>
      ) : null}

      <Group gap="xs">
        <Text size="sm">{t('billing.yourPlan')}</Text>
        <PlanBadge profile={profile} />
      </Group>

      <Paper withBorder radius="md" p="md">
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" aria-label={t('billing.compare.label')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('billing.compare.title')}</Table.Th>
                {tiers.map((tier) => (
                  <Table.Th key={tier} scope="col">
                    {app(`billing.plan.${tier}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {comparison(t).map((row) => (
                <Table.Tr key={row.label}>
                  <Table.Th scope="row" fw={500}>
                    {row.label}
                  </Table.Th>
                  {tiers.map((tier) => (
                    <Table.Td key={tier}>{row.value(tier)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="sm" c="dimmed" mt="sm">
          {t('billing.passEnds')}
        </Text>
      </Paper>

      <Title order={2} size="h3">
        {t('billing.passes')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={720}>
        {passIds.map((id) => {
          const pass = passes[id];
          return (
            <Card key={id} withBorder radius="md" padding="lg">
              <Stack gap="xs">
                <Group justify="space-between">
                  <Title order={3} size="h4">
                    {t('billing.months', { count: pass.months })}
                  </Title>
                  {pass.months === 12 ? (
                    <Badge color="grape">{t('billing.bestValue')}</Badge>
                  ) : null}
                </Group>
                <Text fz={28} fw={700}>
                  {formatCurrency(locale, pass.amount, pass.currency)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('billing.onePayment', { months: pass.months })}
                </Text>
                <Button
                  component={Link}
                  to={withSearch(paths.checkout.href(), { pass: id })}
                  color="grape"
                  aria-label={t('billing.chooseLabel', { pass: t(`billing.pass.${id}`) })}
                >
                  {t('billing.choose')}
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </PageFrame>
  );
}
