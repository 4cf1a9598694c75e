// Standard bracket seeding: seed 1 meets the lowest seed, and the top 2^j seeds sit in different
// 1/2^j parts of the draw, so seeds 1 and 2 can only meet in the final.

/** The smallest power of two that is at least n (n ≥ 1). */
export function bracketSize(n: number): number {
  let size = 1;
  while (size < n) size *= 2;
  return size;
}

/** Seeds in draw order for a bracket of `size` (a power of two): pairs are neighbours. */
export function seedPositions(size: number): number[] {
  let positions = [1];
  while (positions.length < size) {
    const next = positions.length * 2 + 1;
    positions = positions.flatMap((s) => [s, next - s]);
  }
  return positions;
}
