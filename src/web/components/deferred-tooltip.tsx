// Mantine's Tooltip, loaded when a pointer first rests on or focus first reaches what it explains:
// a tooltip brings floating-ui (positioning, hover and focus handling), about 40 KB of script a
// page would otherwise evaluate at start for a hint few people ask for (decision 0025). The
// element itself renders at once, and stands in while the tooltip's code loads; the tooltip then
// opens at once, the pointer or focus that asked for it being already there.
import type { TooltipProps } from '@mantine/core';
import { cloneElement, lazy, Suspense, useState, type ReactElement } from 'react';

const LazyTooltip = lazy(() =>
  import('./mantine-tooltip.ts').then(({ Tooltip }) => ({ default: Tooltip })),
);

interface Trigger {
  onMouseEnter?: () => void;
  onFocus?: () => void;
}

export function DeferredTooltip({
  children,
  ...props
}: Omit<TooltipProps, 'children'> & { children: ReactElement<Trigger> }) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) {
    const want = () => setWanted(true);
    return cloneElement(children, { onMouseEnter: want, onFocus: want });
  }
  return (
    <Suspense fallback={children}>
      <LazyTooltip defaultOpened {...props}>
        {children}
      </LazyTooltip>
    </Suspense>
  );
}
