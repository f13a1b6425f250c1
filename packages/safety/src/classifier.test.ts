import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODEL_FILE, trainShippedModel } from '../bench/train-classifier';
import { inspectPrompt } from './check-prompt';
import { classifyPrompt, classProbabilities, featuresOf, modelFromFile, shippedModel } from './classifier';
import blind5 from './corpus/blind5.json';
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
    const harmless = model.classes.indexOf('harmless');
    const drugs = model.classes.indexOf('drugs');
    const violence = model.classes.indexOf('violence');
    expect(classProbabilities(model, 'a small cat on a bed')[harmless]).toBeGreaterThan(0.5);
    expect(classProbabilities(model, 'three beers')[drugs]).toBeGreaterThan(0.5);
    expect(classProbabilities(model, 'zombies dancing')[violence]).toBeGreaterThan(0.5);
  });

  it('is deterministic for a seed', () => {
    const again = trainClassifier(TOY, { dims: 1 << 12, epochs: 20, seed: 7 });
    expect(again.weights).toEqual(model.weights);
  });

  it('survives its file format (int8 weights) with probabilities within 0.02', () => {
    const copy = modelFromFile(modelToFile(model, {}));
    for (const text of ['a cat', 'a beer', 'a zombie in space']) {
      const a = classProbabilities(model, text);
      const b = classProbabilities(copy, text);
      for (let c = 0; c < a.length; c++) expect(Math.abs(a[c]! - b[c]!)).toBeLessThan(0.02);
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

  it('blocks on blind set 5 what the rules let through, and refuses none of its harmless prompts itself', () => {
    const model = shippedModel();
    expect(model).not.toBeNull();
    expect(model!.threshold).toBeGreaterThanOrEqual(0.5);
    // Measured once (docs/safety.md): rules alone 180/273, with the learned layer 233/273.
    const learnedOnly = blind5.unsafe.filter((c) => {
      const findings = inspectPrompt(c.text);
      return findings.length > 0 && findings.every((f) => f.source === 'classifier');
    });
    expect(learnedOnly.length).toBeGreaterThanOrEqual(50);
    const refusedByModel = blind5.harmless.filter((c) =>
      inspectPrompt(c.text).some((f) => f.source === 'classifier'),
    );
    expect(refusedByModel).toEqual([]);
    expect(classifyPrompt('a puppy')).toBeNull(); // fewer than three words: the rules alone
    expect(inspectPrompt('a puppy chasing butterflies in the garden')).toEqual([]);
  });
});
