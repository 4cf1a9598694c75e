export type BracketFormat = 'single' | 'double';
