// What a person sees where a premium gate stopped them: which feature, and a way to Premium.
// Give it the feature a page gates, or the error of a refused request (402 from the server).
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { premiumRequiredMessage, type PremiumFeature } from '../../domain/plans/plans.ts';
import { paths } from '../config/paths.ts';
import { featureOf, isUpgradeError } from '../lib/plan.ts';

export function UpgradePrompt({ feature, error }: { feature?: PremiumFeature; error?: unknown }) {
  const refused = isUpgradeError(error) ? error : null;
  const named = feature ?? (refused ? featureOf(refused) : null);
  const message = refused?.message ?? (named ? premiumRequiredMessage(named) : null);
  if (!message) return null;
  return (
    <Alert
      color="grape"
      variant="light"
      role="alert"
      icon={<IconCrown size={18} aria-hidden />}
      title="Upgrade to Tempo Premium"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        <Button component={Link} to={paths.upgrade.href()} color="grape" size="xs">
          See Premium
        </Button>
      </Group>
    </Alert>
  );
}
