// A half court to tap where a shot was taken. The location is stored as fractions (0–1) of the
// half court's width and depth, basket at the top, so any screen can draw it back.
import type { MouseEvent } from 'react';
import { court, HalfCourtLines } from '../../../components/half-court-lines.tsx';

export interface CourtSpot {
  x: number;
  y: number;
}

const { width, depth } = court;

function round(v: number) {
  return Math.round(Math.min(1, Math.max(0, v)) * 1000) / 1000;
}

export function HalfCourt({
  spot,
  onSpot,
  label,
}: {
  spot: CourtSpot | null;
  onSpot: (spot: CourtSpot) => void;
  label: string;
}) {
  const pick = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    onSpot({
      x: round((event.clientX - box.left) / box.width),
      y: round((event.clientY - box.top) / box.height),
    });
  };
  return (
    <svg
      viewBox={`0 0 ${width} ${depth}`}
      onClick={pick}
      aria-hidden="true"
      data-testid="half-court"
      data-label={label}
      style={{
        width: '100%',
        maxWidth: 360,
        cursor: 'crosshair',
        background: 'var(--mantine-color-orange-0)',
        color: 'var(--mantine-color-orange-9)',
        borderRadius: 6,
        touchAction: 'manipulation',
      }}
    >
      <HalfCourtLines />
      {spot ? (
        <circle
          cx={spot.x * width}
          cy={spot.y * depth}
          r={3.5}
          fill="var(--mantine-color-blue-8)"
          stroke="white"
          strokeWidth={1}
        />
      ) : null}
    </svg>
  );
}
