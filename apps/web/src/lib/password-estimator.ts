import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as common } from '@zxcvbn-ts/language-common';
import { dictionary as italian, translations } from '@zxcvbn-ts/language-it';

/**
 * The password strength estimator (zxcvbn-ts) with the common leaked passwords and the Italian dictionaries.
 * Heavy (~1 MB of word lists): only ever imported dynamically, by the strength meter, never by the login page.
 */
const estimator = new ZxcvbnFactory({
  dictionary: { ...common, ...italian },
  graphs: adjacencyGraphs,
  // language-it is written for the previous major: its keys are a subset the new one still reads.
  translations: translations as never,
});

export interface Strength {
  /** 0 (guessed at once) to 4 (very hard to guess). */
  score: 0 | 1 | 2 | 3 | 4;
  warning: string | null;
}

export function estimate(password: string, userInputs: string[]): Strength {
  const result = estimator.check(password, userInputs);
  return { score: result.score, warning: result.feedback.warning || null };
}
