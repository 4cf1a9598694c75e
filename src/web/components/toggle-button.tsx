// A button that stays pressed while its choice is picked (aria-pressed), for pick-one and
// pick-several groups that must be large enough to tap on a tablet.
import { Button } from '@mantine/core';
import type { ComponentProps } from 'react';

export function ToggleButton({
  pressed,
  ...props
}: { pressed: boolean } & Omit<ComponentProps<typeof Button<'button'>>, 'variant'>) {
  return <Button {...props} variant={pressed ? 'filled' : 'default'} aria-pressed={pressed} />;
}
