import { classifyPrompt } from './packages/engine/src/safety/classifier';
for (const t of ['', 'how', 'a cat', 'hello', 'you are so kind', 'she sang a song to her kitten', 'a happy dog', 'dog', 'the', 'cake', 'a kid who wants to be quiet forever'])
  console.log(JSON.stringify(t), JSON.stringify(classifyPrompt(t)));
