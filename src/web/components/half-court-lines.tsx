// The lines of a FIBA half court, in decimetres: 150 wide, 140 deep, basket at the top. The stats
// consoles draw it to take a shot's location and the shot charts draw it behind the shots, so
// both show the same court for the same 0–1 fractions.
export const court = { width: 150, depth: 140, basket: { x: 75, y: 15.75 } } as const;

/** The court's lines as SVG elements, for an <svg viewBox="0 0 150 140"> (currentColor). */
export function HalfCourtLines() {
  const { width, depth, basket } = court;
  const line = { fill: 'none', stroke: 'currentColor', strokeWidth: 0.8 } as const;
  return (
    <>
      <rect x={0.5} y={0.5} width={width - 1} height={depth - 1} {...line} />
      {/* The key and the free-throw circle. */}
      <rect x={basket.x - 24.5} y={0.5} width={49} height={57.5} {...line} />
      <circle cx={basket.x} cy={58} r={18} {...line} />
      {/* The three-point line: straight in the corners, then the 6.75 m arc. */}
      <path d={`M 9 0.5 L 9 29.9 A 67.5 67.5 0 0 0 141 29.9 L 141 0.5`} {...line} strokeWidth={1} />
      <line x1={66} y1={12} x2={84} y2={12} {...line} strokeWidth={1.4} />
      <circle cx={basket.x} cy={basket.y} r={2.25} {...line} />
    </>
  );
}
