import {
  CLASSIFIER_CLASSES,
  type ClassifierClass,
  type ClassifierFile,
  type ClassifierModel,
  FEATURE_DIMS,
  featuresOf,
  headProbabilities,
  type LinearFile,
  type LinearModel,
  unsafeProbability,
} from './classifier';

/** One labelled prompt. */
export interface LabelledPrompt {
  text: string;
  label: ClassifierClass;
  /** Where it came from (a corpus file), for the report. */
  source?: string;
}

/** Training settings; the defaults are the shipped model's. */
export interface TrainOptions {
  dims?: number;
  epochs?: number;
  /** AdaGrad base learning rate. */
  learningRate?: number;
  /** L2 penalty per update. */
  l2?: number;
  /** Seed of the shuffles (mulberry32). */
  seed?: number;
}

/** A small seeded PRNG (mulberry32): the same seed gives the same model. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates shuffle with a given random source (a new array). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Trains one softmax head (multinomial logistic regression, cross-entropy) on hashed features
 * with AdaGrad (Duchi et al. 2011) and L2 decay. Deterministic for a seed.
 * @param data feature vectors with the index of their class in `classes`.
 */
function trainHead(
  data: readonly { x: Map<number, number>; y: number }[],
  classes: readonly string[],
  dims: number,
  options: TrainOptions,
): LinearModel {
  const epochs = options.epochs ?? 12;
  const lr = options.learningRate ?? 0.5;
  const l2 = options.l2 ?? 1e-4;
  const random = seededRandom(options.seed ?? 31);
  const k = classes.length;
  const weights = new Float32Array(k * dims);
  const biases = new Float32Array(k);
  const gradSq = new Float32Array(k * dims);
  const biasSq = new Float32Array(k);
  const head: LinearModel = { classes, weights, biases };
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (const { x, y } of shuffled(data, random)) {
      const p = headProbabilities(head, dims, x);
      for (let c = 0; c < k; c++) {
        const g = p[c]! - (c === y ? 1 : 0);
        biasSq[c]! += g * g;
        biases[c]! -= (lr * g) / Math.sqrt(biasSq[c]! + 1e-8);
        for (const [b, v] of x) {
          const i = c * dims + b;
          const gw = g * v + l2 * weights[i]!;
          gradSq[i]! += gw * gw;
          weights[i]! -= (lr * gw) / Math.sqrt(gradSq[i]! + 1e-8);
        }
      }
    }
  }
  return head;
}

/** The classes of the categories head: every classifier class but harmless. */
const UNSAFE_CLASSES: readonly ClassifierClass[] = CLASSIFIER_CLASSES.filter((c) => c !== 'harmless');

/**
 * Trains the two heads (classifier.ts): the gate on every prompt (harmless vs unsafe), the
 * categories head on the unsafe prompts. ~8,000 prompts × 12 epochs take a few seconds.
 * @returns the model with threshold 0.5 (choose one on validation with `chooseThreshold`).
 */
export function trainClassifier(
  examples: readonly LabelledPrompt[],
  options: TrainOptions = {},
): ClassifierModel {
  const dims = options.dims ?? FEATURE_DIMS;
  const data = examples.map((e) => ({ x: featuresOf(e.text, dims), label: e.label }));
  const gate = trainHead(
    data.map(({ x, label }) => ({ x, y: label === 'harmless' ? 0 : 1 })),
    ['harmless', 'unsafe'],
    dims,
    options,
  );
  const categories = trainHead(
    data
      .filter((d) => d.label !== 'harmless')
      .map(({ x, label }) => ({ x, y: UNSAFE_CLASSES.indexOf(label) })),
    UNSAFE_CLASSES,
    dims,
    options,
  );
  return { dims, gate, categories, threshold: 0.5 };
}

/** The gate's P(unsafe) of each prompt. */
export function unsafeScores(model: ClassifierModel, texts: readonly string[]): number[] {
  return texts.map((t) => unsafeProbability(model, t));
}

/**
 * The lowest threshold at which at most `maxFalsePositiveRate` of the harmless validation
 * prompts are refused (ties refused), never below 0.5.
 */
export function chooseThreshold(harmlessScores: readonly number[], maxFalsePositiveRate: number): number {
  const sorted = [...harmlessScores].sort((a, b) => b - a);
  const allowed = Math.floor(sorted.length * maxFalsePositiveRate);
  // Refusing everything ≥ t refuses the `allowed` highest-scoring harmless prompts at most.
  const t = (sorted[allowed] ?? 0) + 1e-6;
  return Math.max(0.5, Math.min(0.999, t));
}

function headToFile(head: LinearModel): LinearFile {
  let max = 0;
  for (const w of head.weights) max = Math.max(max, Math.abs(w));
  const scale = max / 127 || 1;
  const int8 = new Int8Array(head.weights.length);
  for (let i = 0; i < int8.length; i++) int8[i] = Math.round(head.weights[i]! / scale);
  return {
    classes: [...head.classes],
    weights: Buffer.from(int8.buffer).toString('base64'),
    scale,
    biases: [...head.biases].map((b) => Math.round(b * 1e6) / 1e6),
  };
}

/**
 * The model as its file: per head, int8 weights with one scale (max |w| / 127), float biases.
 * @param training what the file records about the data and the validation figures.
 */
export function modelToFile(model: ClassifierModel, training: Record<string, unknown>): ClassifierFile {
  return {
    description:
      'Kid-safety learned layer (issue 31): a harmless/unsafe gate and an unsafe-category head, logistic regressions over hashed word, word-pair and character 3–5-gram features. Made by packages/safety/bench/train-classifier.ts (npm run train:safety); do not edit.',
    dims: model.dims,
    gate: headToFile(model.gate),
    categories: headToFile(model.categories),
    threshold: model.threshold,
    ...(model.otherLanguageThreshold === undefined
      ? {}
      : { otherLanguageThreshold: model.otherLanguageThreshold }),
    training,
  };
}
