/**
 * Kid-safety benchmark inputs (issue 13), timed by scripts/bench-safety.ts: every prompt of
 * the tuned corpus and of both held-out batches, and the same-run baseline (the
 * `obscenity` matcher alone, the profanity filter the check started from).
 */
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import batch1 from '../src/corpus/batch1.json';
import batch2 from '../src/corpus/batch2.json';
import { SAFE, UNSAFE } from '../test/safety-corpus';

/** About 1,300 prompts, harmless and unsafe, in six languages. */
export function safetyBenchPrompts(): string[] {
  return [
    ...UNSAFE.map((c) => c.text),
    ...SAFE,
    ...[batch1, batch2].flatMap((b) => [...b.unsafe, ...b.harmless].map((c) => c.text)),
  ];
}

/** The baseline: `obscenity`'s English matcher alone, as a function of one prompt. */
export function obscenityBaseline(): (text: string) => unknown {
  const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  return (text) => matcher.getAllMatches(text);
}
