import { Center, Loader } from '@mantine/core';
import { useT } from '../lib/i18n/i18n-store.ts';

/** The centred spinner shown while the session is being resolved (docs/product/routes.md). */
export function FullPageLoader({ label }: { label?: string }) {
  const t = useT('app');
  return (
    <Center h="100dvh">
      <Loader role="status" aria-label={label ?? t('shell.loading')} />
    </Center>
  );
}
