// What a person sees where a premium gate stopped them: which feature, and a way to Premium.
// Give it the feature a page gates, or the error of a refused request (402 from the server).
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { PremiumFeature } from '../../domain/plans/plans.ts';
import { paths } from '../config/paths.ts';
import { useT } from '../lib/i18n/i18n-store.ts';
import { featureOf, isUpgradeError } from '../lib/plan.ts';

export function UpgradePrompt({ feature, error }: { feature?: PremiumFeature; error?: unknown }) {
  const t = useT('app');
  const refused = isUpgradeError(error) ? error : null;
  const named = feature ?? (refused ? featureOf(refused) : null);
  // The server's refusal speaks the person's language already; a page's own gate says it here.
  const message = refused?.message ?? (named ? t(`billing.includes.${named}`) : null);
  if (!message) return null;
  return (
    <Alert
      color="grape"
      variant="light"
      role="alert"
      icon={<IconCrown size={18} aria-hidden />}
      title={t('billing.upgradeTitle')}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        <Button component={Link} to={paths.upgrade.href()} color="grape" size="xs">
          {t('billing.seePremium')}
        </Button>
      </Group>
    </Alert>
  );
}
