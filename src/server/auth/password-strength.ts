// How hard a password is to guess, by zxcvbn-ts: it finds what guessers try first (the 50,000
// most used passwords, English words and names, keyboard runs, dates, repeats, letters swapped
// for look-alike digits) and scores the guesses left, 0 to 4. Its dictionaries cost about 25 MB
// of heap and a third of a second of CPU to load, and a long password up to a few tens of
// milliseconds to check: in the server's thread, the load would hold every other request (a
// console's events, a scoreboard's stream) for as long, and the memory would stay for good. So the
// estimate runs in a worker thread (password-strength-worker.ts), started by the first check and
// ended after a quiet minute: a server nobody signs up to at the moment holds none of it.
import type { Worker } from 'node:worker_threads';
import { startWorkerBeside } from '../worker-beside.ts';

/** What the estimate found in the password, for saying why it is weak. */
export interface StrengthMatch {
  /** zxcvbn's pattern: dictionary, spatial, sequence, repeat, regex, date, bruteforce… */
  pattern: string;
  token: string;
  /** For a dictionary match: which list (passwords-common, wikipedia-en, userInputs…). */
  dictionaryName?: string;
}

export interface Strength {
  /** 0 (guessed at once) to 4; 3 takes about 10^8 guesses or more. */
  score: number;
  matches: StrengthMatch[];
}

/** A request to the worker, and its answer. */
export interface StrengthAsk {
  id: number;
  password: string;
  /** Words of this account and site that guessers try first (its name, the product's). */
  userInputs: string[];
}
export interface StrengthAnswer extends Strength {
  id: number;
}

export interface PasswordStrength {
  estimate(password: string, userInputs: readonly string[]): Promise<Strength>;
  /** Ends the worker, if one is running. */
  close(): void;
}

/** A check not answered by then is taken for a stuck worker (the first one loads for < 1 s). */
const ANSWER_WITHIN_MS = 30_000;

export function createPasswordStrength({ idleMs = 60_000 } = {}): PasswordStrength {
  let worker: Worker | null = null;
  let nextId = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  const pending = new Map<
    number,
    { resolve: (strength: Strength) => void; reject: (err: Error) => void; timer: NodeJS.Timeout }
  >();

  /** Ends `running` and refuses what it still had to answer. */
  const stop = (running: Worker, err: Error | null) => {
    if (worker !== running) return;
    worker = null;
    clearTimeout(idleTimer);
    for (const { reject, timer } of pending.values()) {
      clearTimeout(timer);
      reject(err ?? new Error('the password strength check was stopped'));
    }
    pending.clear();
    void running.terminate();
  };

  const running = (): Worker => {
    if (worker) return worker;
    const started = startWorkerBeside(import.meta.url, 'password-strength-worker');
    started.on('message', (answer: StrengthAnswer) => {
      const waiting = pending.get(answer.id);
      if (!waiting) return;
      pending.delete(answer.id);
      clearTimeout(waiting.timer);
      waiting.resolve({ score: answer.score, matches: answer.matches });
      if (pending.size > 0) return;
      // Nothing to wait for: the worker does not keep the process alive, and goes when idle.
      started.unref();
      idleTimer = setTimeout(() => stop(started, null), idleMs).unref();
    });
    started.on('error', (err) => stop(started, err));
    started.on('exit', (code) =>
      stop(started, new Error(`the password strength worker ended (exit code ${code})`)),
    );
    worker = started;
    return started;
  };

  return {
    estimate(password, userInputs) {
      const target = running();
      clearTimeout(idleTimer);
      target.ref();
      const id = (nextId += 1);
      return new Promise<Strength>((resolve, reject) => {
        const timer = setTimeout(
          () => stop(target, new Error('the password strength check did not answer')),
          ANSWER_WITHIN_MS,
        );
        pending.set(id, { resolve, reject, timer });
        const ask: StrengthAsk = { id, password, userInputs: [...userInputs] };
        target.postMessage(ask);
      });
    },
    close() {
      if (worker) stop(worker, null);
    },
  };
}
