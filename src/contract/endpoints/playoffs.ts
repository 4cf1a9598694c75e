// A season's playoff bracket (docs/product/league-pages.md; drawing one is premium).
import { z } from 'zod';
import { seasonStatsPaths } from '../api-paths.ts';
import { managementErrors, seasonParams } from '../common-responses.ts';
import { endpoint } from '../endpoint.ts';
import { apiErrorSchema } from '../api-error.ts';
import { bracketResponseSchema, createBracketSchema } from '../playoffs.ts';

const tags = ['playoffs'];

export const getBracket = endpoint({
  method: 'GET',
  path: seasonStatsPaths.bracket,
  operationId: 'getBracket',
  summary: 'The season’s playoff bracket, or null (any member)',
  tags,
  params: seasonParams,
  responses: { 200: bracketResponseSchema, ...managementErrors },
});

export const createBracket = endpoint({
  method: 'POST',
  path: seasonStatsPaths.bracket,
  operationId: 'createBracket',
  summary: 'Draw the playoff bracket from seeded teams (owner and admins; premium)',
  tags,
  params: seasonParams,
  body: createBracketSchema,
  responses: { 201: bracketResponseSchema, 402: apiErrorSchema, ...managementErrors },
});

export const deleteBracket = endpoint({
  method: 'DELETE',
  path: seasonStatsPaths.bracket,
  operationId: 'deleteBracket',
  summary: 'Remove the bracket and its games, while none has started (owner and admins)',
  tags,
  params: seasonParams,
  responses: { 204: z.null(), ...managementErrors },
});
