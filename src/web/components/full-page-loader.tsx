import { Center, Loader } from '@mantine/core';

/** The centred spinner shown while the session is being resolved (docs/product/routes.md). */
export function FullPageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center h="100dvh">
      <Loader role="status" aria-label={label} />
    </Center>
  );
}
