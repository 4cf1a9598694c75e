// Whether the build in the build directory is the build of the sources and dependencies as they are
// now, so `npm start` can skip a rebuild (about 30 s) when Tempo restarts unchanged. The stamp
// holds a digest of every input and the list of files the build wrote: a changed source, config
// or dependency, a missing stamp (a build that never finished), or a build directory that lost or
// changed a file all mean "build again". Contents are hashed, not compared by mtime: a checkout,
// an unpacked copy or a clock set at a venue can leave mtimes that say nothing.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Folders whose every file the build reads (or that decide how it builds). */
const inputFolders = ['src', 'build', 'scripts'];

/**
 * Single files the build reads. node_modules/.package-lock.json is npm's record of what is
 * installed, so a dependency installed or updated without a lock change forces a build too.
 */
const inputFiles = [
  'package.json',
  'package-lock.json',
  'node_modules/.package-lock.json',
  'vite.config.ts',
  'tsconfig.base.json',
  'tsconfig.json',
  'tsconfig.server.json',
];

export const stampName = '.build-stamp.json';

/** A digest of every input under `root`: each file's path and contents, in a fixed order. */
export function inputsDigest(root) {
  const hash = crypto.createHash('sha256');
  const files = [
    ...inputFolders.flatMap((folder) => filesUnder(root, folder)),
    ...inputFiles.filter((file) => fs.existsSync(path.join(root, file))),
  ];
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Every file the build wrote, with its size, the stamp aside. */
export function outputsList(buildDir) {
  return filesUnder(buildDir, '.')
    .filter((file) => file !== stampName)
    .map((file) => [file, fs.statSync(path.join(buildDir, file)).size]);
}

/** Whether `buildDir` holds a finished build of the inputs under `root` as they are now. */
export function buildIsCurrent(root, buildDir) {
  let stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(path.join(buildDir, stampName), 'utf8'));
  } catch {
    return false;
  }
  return (
    stamp.inputs === inputsDigest(root) &&
    JSON.stringify(stamp.outputs) === JSON.stringify(outputsList(buildDir))
  );
}

/** Removed before a build starts, so a build that fails or is stopped leaves no stamp behind. */
export function removeStamp(buildDir) {
  fs.rmSync(path.join(buildDir, stampName), { force: true });
}

/**
 * Written after a successful build, with the digest taken before it started: a source saved
 * while it ran is then seen as changed at the next start.
 */
export function writeStamp(buildDir, inputs) {
  const stamp = { inputs, outputs: outputsList(buildDir) };
  fs.writeFileSync(path.join(buildDir, stampName), JSON.stringify(stamp));
}

/** Files under root/folder as paths relative to root ('/'-separated), sorted; none if absent. */
function filesUnder(root, folder) {
  const start = path.join(root, folder);
  if (!fs.existsSync(start)) return [];
  return fs
    .readdirSync(start, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}
