// Worker threads whose script sits beside the module that starts them: the compiled JavaScript in
// a build, the TypeScript source in development and tests, which Node loads only with tsx's hooks
// registered in the worker's own thread first.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** Starts `name` (without extension) from the folder of `callerUrl` (the caller's import.meta.url). */
export function startWorkerBeside(
  callerUrl: string,
  name: string,
  options: WorkerOptions = {},
): Worker {
  const caller = fileURLToPath(callerUrl);
  const script = path.join(path.dirname(caller), `${name}${path.extname(caller)}`);
  if (!script.endsWith('.ts')) return new Worker(script, options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const href = pathToFileURL(script).href;
  return new Worker(
    `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(href)}); });`,
    { ...options, eval: true },
  );
}
