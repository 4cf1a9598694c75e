// The strength estimate, in a thread of its own (password-strength.ts says why): zxcvbn-ts with
// its common dictionaries (passwords, keyboard layouts) and the English ones (words, names,
// Wikipedia's most used words).
import { parentPort } from 'node:worker_threads';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import type { StrengthAnswer, StrengthAsk } from './password-strength.ts';

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  // Bounds on a check's work, which grows steeply with length and with the characters that may
  // stand for letters: at zxcvbn's defaults (256 characters, 100 letter swaps) one 128-character
  // password took over a second. The first 64 characters are judged (a password whose first 64
  // are weak is weak), and 3 swaps still find P@ssw0rd and B4sk3tb4ll.
  maxLength: 64,
  l33tMaxSubstitutions: 3,
});

const port = parentPort;
if (!port) throw new Error('password-strength-worker.ts runs as a worker thread only');

port.on('message', ({ id, password, userInputs }: StrengthAsk) => {
  const { score, sequence } = zxcvbn.check(password, userInputs);
  const answer: StrengthAnswer = {
    id,
    score,
    matches: sequence.map((match) => ({
      pattern: match.pattern,
      token: match.token,
      ...('dictionaryName' in match ? { dictionaryName: String(match.dictionaryName) } : {}),
    })),
  };
  port.postMessage(answer);
});
