import { writeFileSync } from 'node:fs';
import { generatePage } from '../src/generate';

const [out, audience, ...prompts] = process.argv.slice(2);
let i = 0;
for (const prompt of prompts) {
  const page = await generatePage({ prompt, seed: 1, audience: audience as 'kids' });
  writeFileSync(`${out}-${i++}.png`, page.printPng);
  console.log(prompt, '→', page.metadata.elements, page.metadata.skippedWords, page.metadata.fallback);
}
