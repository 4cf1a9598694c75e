export const stampName: string;
export function inputsDigest(root: string): string;
export function outputsList(buildDir: string): [string, number][];
export function buildIsCurrent(root: string, buildDir: string): boolean;
export function removeStamp(buildDir: string): void;
export function writeStamp(buildDir: string, inputs: string): void;
