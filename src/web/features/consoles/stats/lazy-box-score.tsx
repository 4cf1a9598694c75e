// The box score loads when its tab is first opened: the console opens on the play-by-play, and
// Mantine's Table brings its scroll area, which brings floating-ui (decision 0025).
import { Center, Loader } from '@mantine/core';
import { deferred } from '../../../lib/deferred-component.tsx';
import { useT } from '../../../lib/i18n/i18n-store.ts';

function Loading() {
  const t = useT('console');
  return (
    <Center py="md">
      <Loader size="sm" aria-label={t('boxScore.loading')} />
    </Center>
  );
}

export const BoxScore = deferred(
  () => import('./box-score.tsx').then((m) => m.BoxScore),
  <Loading />,
);
