// A card whose content is a premium feature of the tournament's owner (docs/product/plans.md): the
// content when the owner's plan has it, the upgrade prompt otherwise. The server refuses anyway.
import type { TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import { hasFeature, type PremiumFeature } from '../../../domain/plans/plans.ts';
import { UpgradePrompt } from '../../components/upgrade-prompt.tsx';
import { useTournamentAccess } from './season-access.ts';
import { SectionCard } from '../../components/section-card.tsx';

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
    <SectionCard title={title} order={order}>
      {hasFeature(tournament.ownerTier, feature) ? children : <UpgradePrompt feature={feature} />}
    </SectionCard>
  );
}
