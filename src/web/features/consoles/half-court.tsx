// A half court to tap where a shot was taken. The location is stored as fractions (0–1) of the
// half court's width and depth, basket at the top, so any screen can draw it back.
import type { MouseEvent } from 'react';

export interface CourtSpot {
  x: number;
  y: number;
}

// A FIBA half court in decimetres: 150 wide, 140 deep, the basket 15.75 from the baseline.
const width = 150;
const depth = 140;
const basket = { x: 75, y: 15.75 };

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
  const line = { fill: 'none', stroke: 'currentColor', strokeWidth: 0.8 } as const;
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
      <rect x={0.5} y={0.5} width={width - 1} height={depth - 1} {...line} />
      {/* The key and the free-throw circle. */}
      <rect x={basket.x - 24.5} y={0.5} width={49} height={57.5} {...line} />
      <circle cx={basket.x} cy={58} r={18} {...line} />
      {/* The three-point line: straight in the corners, then the 6.75 m arc. */}
      <path d={`M 9 0.5 L 9 29.9 A 67.5 67.5 0 0 0 141 29.9 L 141 0.5`} {...line} strokeWidth={1} />
      <line x1={66} y1={12} x2={84} y2={12} {...line} strokeWidth={1.4} />
      <circle cx={basket.x} cy={basket.y} r={2.25} {...line} />
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
