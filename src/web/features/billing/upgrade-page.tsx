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
import {
  canUseConsole,
  consoleKinds,
  formatAmount,
  hasFeature,
  passIds,
  passes,
  plans,
  premiumFeatures,
  type ConsoleKind,
  type PremiumFeature,
} from '../../../domain/plans/plans.ts';
import { PageFrame } from '../../components/page-frame.tsx';
import { PlanBadge } from '../../components/plan-badge.tsx';
import { paths, withSearch } from '../../config/paths.ts';
import { formatDate } from '../../lib/format.ts';
import { usePlanStatus } from '../../lib/plan.ts';
import { useProfile } from '../../lib/session.ts';

const consoleNames: Record<ConsoleKind, string> = {
  timescore: 'Time & score',
  timeonly: 'Time only',
  statstwo: 'Stats (both teams)',
  statsteamA: 'Stats (team A)',
  statsteamB: 'Stats (team B)',
};

const outputExtras: PremiumFeature[] = [
  'playerStatSheet',
  'overlayThemes',
  'customOutputBranding',
  'noPoweredByMark',
];

const limit = (n: number | null) => (n === null ? 'Unlimited' : String(n));
const yesNo = (tier: PlanTier, feature: PremiumFeature) =>
  hasFeature(tier, feature) ? 'Yes' : '–';

/** Every row comes from the plans module, so this table cannot disagree with the server. */
const comparison: { label: string; value: (tier: PlanTier) => string }[] = [
  { label: 'Tournaments owned', value: (t) => limit(plans[t].limits.tournamentsOwned) },
  {
    label: 'Open seasons per tournament',
    value: (t) => limit(plans[t].limits.openSeasonsPerTournament),
  },
  { label: 'Teams per season', value: (t) => limit(plans[t].limits.teamsPerSeason) },
  {
    label: 'Consoles',
    value: (t) =>
      consoleKinds
        .filter((k) => canUseConsole(t, k))
        .map((k) => consoleNames[k])
        .join(', '),
  },
  {
    label: 'Outputs',
    value: (t) =>
      [
        'Scoreboard, stat sheet (team totals)',
        ...outputExtras.filter((f) => hasFeature(t, f)).map((f) => premiumFeatures[f]),
      ].join('; '),
  },
  { label: 'Exports (CSV box score, PDF score sheet, iCal)', value: (t) => yesNo(t, 'exports') },
  { label: 'Playoff brackets', value: (t) => yesNo(t, 'playoffs') },
];

const tiers: PlanTier[] = ['free', 'tempo-premium'];

export function UpgradePage() {
  const profile = useProfile();
  const plan = usePlanStatus(profile);
  const [search] = useSearchParams();
  const cancelled = search.get('cancelled') === '1';

  return (
    <PageFrame
      title="Upgrade to Tempo Premium"
      description={
        plan.tier === 'tempo-premium'
          ? `You have Tempo Premium${plan.premiumUntil ? ` until ${formatDate(plan.premiumUntil)}` : ''}. A new pass adds to the time you have left.`
          : 'You are on the free plan.'
      }
    >
      {cancelled ? (
        <Alert color="yellow" variant="light" role="status" title="Payment cancelled">
          Payment cancelled — you were not charged.
        </Alert>
      ) : null}

      <Group gap="xs">
        <Text size="sm">Your plan:</Text>
        <PlanBadge profile={profile} />
      </Group>

      <Paper withBorder radius="md" p="md">
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" aria-label="Free and Premium compared">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Compare</Table.Th>
                {tiers.map((tier) => (
                  <Table.Th key={tier} scope="col">
                    {plans[tier].name}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {comparison.map((row) => (
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
          Nothing is deleted when a pass ends: data over the free limits stays readable; only
          creating more is blocked.
        </Text>
      </Paper>

      <Title order={2} size="h3">
        Premium passes
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={720}>
        {passIds.map((id) => {
          const pass = passes[id];
          return (
            <Card key={id} withBorder radius="md" padding="lg">
              <Stack gap="xs">
                <Group justify="space-between">
                  <Title order={3} size="h4">
                    {pass.months === 1 ? '1 month' : `${pass.months} months`}
                  </Title>
                  {pass.months === 12 ? <Badge color="grape">Best value</Badge> : null}
                </Group>
                <Text fz={28} fw={700}>
                  {formatAmount(pass.amount, pass.currency)}
                </Text>
                <Text size="sm" c="dimmed">
                  One payment, no subscription: Premium for{' '}
                  {pass.months === 1 ? 'a month' : 'a year'}.
                </Text>
                <Button
                  component={Link}
                  to={withSearch(paths.checkout.href(), { pass: id })}
                  color="grape"
                  aria-label={`Choose ${pass.name}`}
                >
                  Choose
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </PageFrame>
  );
}
