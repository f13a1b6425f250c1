import { readFileSync } from 'node:fs';
import * as bookUi from '@inkling/contracts/book-ui';
import * as careers from '@inkling/contracts/careers';
import * as community from '@inkling/contracts/community';
import * as support from '@inkling/contracts/content/support';
import * as training from '@inkling/contracts/content/training';
import * as creditMessages from '@inkling/contracts/credit-messages';
import * as messages from '@inkling/contracts/messages';
import { describe, expect, it } from 'vitest';
import { MODEL_FILE, trainShippedModel } from '../bench/train-classifier';
import { inspectPrompt } from './check-prompt';
import {
  classifyPrompt,
  countWords,
  featuresOf,
  headProbabilities,
  MIN_WORDS,
  modelFromFile,
  shippedModel,
  unsafeProbability,
} from './classifier';
import blind6 from './corpus/blind6.json';
import {
  chooseThreshold,
  type LabelledPrompt,
  modelToFile,
  trainClassifier,
  unsafeScores,
} from './train-classifier';

describe('hashed features', () => {
  it('are unit length, the same for a prompt and its disguised spelling, and empty without words', () => {
    const x = featuresOf('a sexy lady');
    let norm = 0;
    for (const v of x.values()) norm += v * v;
    expect(norm).toBeCloseTo(1, 6);
    expect([...featuresOf('a s3xy lady')]).toEqual([...x]);
    expect([...featuresOf('a ѕеxу lady')]).toEqual([...x]);
    expect(featuresOf('!!! ???').size).toBe(0);
  });
});

/** A toy task the model must learn from words it has seen and generalise by shared character n-grams. */
const TOY: LabelledPrompt[] = [
  ...[
    'a cat',
    'two cats',
    'a cat on a mat',
    'a happy cat',
    'cats playing',
    'a cat in a hat',
    'a sleepy cat',
  ].map((text) => ({ text, label: 'harmless' as const })),
  ...['a rocket', 'two rockets', 'a rocket in space', 'rockets flying', 'a red rocket', 'a big rocket'].map(
    (text) => ({ text, label: 'harmless' as const }),
  ),
  ...['a beer', 'two beers', 'a cold beer', 'beers on a table', 'a man with a beer', 'a big beer'].map(
    (text) => ({
      text,
      label: 'drugs' as const,
    }),
  ),
  ...['a zombie', 'two zombies', 'a zombie in a hat', 'zombies walking', 'a big zombie', 'a red zombie'].map(
    (text) => ({ text, label: 'violence' as const }),
  ),
];

describe('training (AdaGrad softmax regression)', () => {
  const model = trainClassifier(TOY, { dims: 1 << 12, epochs: 20, seed: 7 });

  it('learns the classes and reads unseen wordings by their pieces', () => {
    expect(unsafeProbability(model, 'a small cat on a bed')).toBeLessThan(0.5);
    expect(unsafeProbability(model, 'three beers')).toBeGreaterThan(0.5);
    expect(unsafeProbability(model, 'zombies dancing')).toBeGreaterThan(0.5);
    const category = (text: string) => {
      const p = headProbabilities(model.categories, model.dims, featuresOf(text, model.dims));
      return model.categories.classes[p.indexOf(Math.max(...p))];
    };
    expect(category('three cold beers here')).toBe('drugs');
    expect(category('zombies dancing in hats')).toBe('violence');
  });

  it('is deterministic for a seed', () => {
    const again = trainClassifier(TOY, { dims: 1 << 12, epochs: 20, seed: 7 });
    expect(again.gate.weights).toEqual(model.gate.weights);
    expect(again.categories.weights).toEqual(model.categories.weights);
  });

  it('survives its file format (int8 weights) with probabilities within 0.02', () => {
    const copy = modelFromFile(modelToFile(model, {}));
    for (const text of ['a cat', 'a beer', 'a zombie in space']) {
      for (const head of ['gate', 'categories'] as const) {
        const a = headProbabilities(model[head], model.dims, featuresOf(text, model.dims));
        const b = headProbabilities(copy[head], copy.dims, featuresOf(text, copy.dims));
        for (let c = 0; c < a.length; c++) expect(Math.abs(a[c]! - b[c]!)).toBeLessThan(0.02);
      }
    }
  });

  it('chooses the lowest threshold that keeps false positives at the rate asked', () => {
    const scores = [0.1, 0.2, 0.3, 0.95, 0.6, 0.4, 0.2, 0.1, 0.05, 0.7];
    const t = chooseThreshold(scores, 0.1);
    expect(scores.filter((s) => s >= t)).toEqual([0.95]);
    expect(chooseThreshold(scores, 0)).toBeGreaterThan(0.95);
    expect(chooseThreshold([0.1, 0.2], 0.5)).toBe(0.5);
    expect(unsafeScores(model, ['a beer'])[0]).toBeGreaterThan(unsafeScores(model, ['a cat'])[0]!);
  });
});

describe('the shipped model', () => {
  it('is what its trainer makes from the corpus, byte for byte (never tuned by hand)', () => {
    const { file } = trainShippedModel();
    expect(`${JSON.stringify(file)}\n` === readFileSync(MODEL_FILE, 'utf8')).toBe(true);
  }, 120_000);

  it('blocks on blind set 6 what the rules let through, and refuses none of its harmless prompts itself', () => {
    const model = shippedModel();
    expect(model).not.toBeNull();
    expect(model!.threshold).toBeGreaterThanOrEqual(0.5);
    // Set 6 is never trained on (docs/safety.md): with the rules of 2026-11-28 they block
    // 163/258 and the learned layer 21 more; it refuses none of the 326 harmless prompts.
    const learnedOnly = blind6.unsafe.filter((c) => {
      const findings = inspectPrompt(c.text);
      return findings.length > 0 && findings.every((f) => f.source === 'classifier');
    });
    expect(learnedOnly.length).toBeGreaterThanOrEqual(21);
    const refusedByModel = blind6.harmless.filter((c) =>
      inspectPrompt(c.text).some((f) => f.source === 'classifier'),
    );
    expect(refusedByModel.length).toBe(0);
    expect(classifyPrompt('a puppy dog')).toBeNull(); // fewer than four words: the rules alone
    expect(inspectPrompt('a puppy chasing butterflies in the garden')).toEqual([]);
  });

  it("refuses at most 1 % of the app's own sentences (UI, community, careers, support and training texts; never trained on)", () => {
    const texts = [
      ...new Set(
        strings([messages, community, careers, bookUi, creditMessages, support, training]).filter(
          (t) => countWords(t) >= MIN_WORDS,
        ),
      ),
    ];
    expect(texts.length).toBeGreaterThan(300);
    const refused = texts.filter((t) => classifyPrompt(t)?.refused);
    console.info(`learned layer on the app's own texts: ${refused.length}/${texts.length} refused`, refused);
    expect(refused.length / texts.length).toBeLessThanOrEqual(0.01);
  });
});

/** Every string inside a value (objects, arrays), depth-first. */
function strings(value: unknown, out: string[] = [], depth = 0): string[] {
  if (depth > 8) return out;
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out, depth + 1);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) strings(v, out, depth + 1);
  return out;
}
