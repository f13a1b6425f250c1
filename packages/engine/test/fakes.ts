/**
 * Local fakes of the external services the engine talks to, for other workspaces' tests
 * (package export `@inkling/engine/test-fakes`): the OpenAI Images API and the Moderations API.
 */
export { type FakeModeration, startFakeModeration } from './fake-moderation-server';
export { type FakeOpenAI, startFakeOpenAI } from './fake-openai-server';
