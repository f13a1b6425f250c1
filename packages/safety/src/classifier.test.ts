import { describe, expect, it } from 'vitest';
import { inspectPrompt } from './check-prompt';
import { classifyPrompt, classProbabilities, featuresOf, modelFromFile, shippedModel } from './classifier';
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
  it('loads, with the threshold chosen on its validation split, and reads what the rules have no words for', () => {
    const model = shippedModel();
    expect(model).not.toBeNull();
    expect(model!.threshold).toBeGreaterThanOrEqual(0.5);
    // Wordings none of the rules name (checked: the rules alone allow them).
    for (const text of ['a kid chugging a whole bottle of vodka at a party']) {
      const verdict = classifyPrompt(text);
      expect(verdict).not.toBeNull();
    }
    expect(inspectPrompt('a puppy chasing butterflies in the garden')).toEqual([]);
  });
});
