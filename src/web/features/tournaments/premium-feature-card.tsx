// A card whose content is a premium feature of the tournament's owner (PRODUCT.md §3): the
// content when the owner's plan has it, the upgrade prompt otherwise. The server refuses anyway.
import { Paper, Stack, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import { hasFeature, type PremiumFeature } from '../../../domain/plans/plans.ts';
import { UpgradePrompt } from '../../components/upgrade-prompt.tsx';
import { useTournamentAccess } from './season-access.ts';

export function PremiumFeatureCard({
  tournamentId,
  feature,
  title,
  order = 2,
  children,
}: {
  tournamentId: string;
  feature: PremiumFeature;
  title: string;
  order?: TitleOrder;
  children: ReactNode;
}) {
  const { tournament } = useTournamentAccess(tournamentId);
  if (!tournament) return null;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={order} size="h4">
          {title}
        </Title>
        {hasFeature(tournament.ownerTier, feature) ? children : <UpgradePrompt feature={feature} />}
      </Stack>
    </Paper>
  );
}
