import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { characterSchema, createCharacterSchema } from '@inkling/contracts/api';
import type { AppContext } from '../context';
import { createCharacter, listCharacters } from '../services/characters.service';
import { type AppEnv, errors, json, requireUserId, SESSION } from './openapi';

const list = createRoute({
  method: 'get',
  operationId: 'listCharacters',
  ...SESSION,
  path: '/',
  summary: "The user's saved characters",
  responses: { 200: json(z.array(characterSchema), 'Characters'), ...errors(401) },
});
const create = createRoute({
  method: 'post',
  operationId: 'createCharacter',
  ...SESSION,
  path: '/',
  summary: 'Save a completed page as a character',
  request: { body: { content: { 'application/json': { schema: createCharacterSchema } }, required: true } },
  responses: { 201: json(characterSchema, 'Created'), ...errors(400, 401, 404, 409, 422) },
});

/** /api/characters. */
export function charactersRoutes(ctx: AppContext) {
  return new OpenAPIHono<AppEnv>()
    .openapi(list, async (c) => c.json(await listCharacters(ctx, requireUserId(c)), 200))
    .openapi(create, async (c) =>
      c.json(await createCharacter(ctx, requireUserId(c), c.req.valid('json')), 201),
    );
}
