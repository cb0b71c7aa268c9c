import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { type AnyContract, API_DOCS_PATH, errorResponseSchema, isRawAnswer } from '@nyumba/domain';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION_COOKIE } from './session.ts';

/** The reference page; the document itself is the contract route GET /api/openapi.json. */
export const API_DOCS_PREFIX = API_DOCS_PATH;

// Every error answer has one shape, described once as a component and referred to by each
// operation's error statuses (inlined, it was a fifth of the document).
const ERROR_ANSWER = 'ErrorAnswer';

// What each error status means across the API (the body is always { success: false, message, errors? }).
const ERROR_MEANINGS: Record<string, string> = {
  400: 'Invalid input: `message`, and `errors` by field',
  401: 'Not signed in, or the session ended',
  403: 'Signed in, but not allowed (not yours, or from another site)',
  404: 'No such thing',
  409: 'Already taken',
  413: 'Too large',
  415: 'Not the expected content type',
  429: 'Too many requests; Retry-After says when to try again',
  503: 'Not available (Google sign-in not configured or unreachable)',
};

type Transform = typeof jsonSchemaTransform;
type TransformResult = ReturnType<Transform>;

/**
 * The zod schemas become JSON Schema (fastify-type-provider-zod); what zod cannot say
 * comes from the route's contract: answers that are files or redirects, multipart
 * uploads, and the meaning of each error status.
 */
function describe(contract: AnyContract, result: TransformResult): TransformResult {
  const schemas = contract.loadedSchemas();
  const schema = { ...(result.schema as Record<string, unknown>) };
  const response = { ...(schema.response as Record<string, Record<string, unknown>> | undefined) };
  for (const [status, answer] of Object.entries(schemas?.responses ?? {})) {
    if (isRawAnswer(answer)) {
      response[status] = answer.contentType
        ? {
            description: answer.description,
            content: { [answer.contentType]: { schema: { type: 'string', format: 'binary' } } },
          }
        : { description: answer.description, type: 'null', headers: { location: { type: 'string' } } };
    } else if (answer === errorResponseSchema) {
      response[status] = { $ref: `${ERROR_ANSWER}#`, description: ERROR_MEANINGS[status] ?? 'Refused' };
    } else if (ERROR_MEANINGS[status] && response[status]) {
      response[status] = { ...response[status], description: ERROR_MEANINGS[status] };
    }
  }
  schema.response = response;
  if (contract.multipartFile) {
    schema.consumes = ['multipart/form-data'];
    schema.body = {
      type: 'object',
      required: [contract.multipartFile],
      properties: { [contract.multipartFile]: { type: 'string', format: 'binary' } },
    };
  }
  return { ...result, schema };
}

const transform: Transform = (input) => {
  const result = jsonSchemaTransform(input);
  const contract = input.route.config?.contract;
  return contract ? describe(contract, result) : result;
};

/**
 * OpenAPI 3 from the routes registered through route() (others carry no tag and are
 * left out), and a reference page at /api/docs. Registered before the routes: the
 * document is built from the routes registered after it.
 */
export async function registerApiDocs(app: FastifyInstance, publicUrl: string): Promise<void> {
  const { $schema: _dialect, ...errorAnswer } = z.toJSONSchema(errorResponseSchema, { target: 'openapi-3.0' });
  app.addSchema({ $id: ERROR_ANSWER, ...errorAnswer });
  await app.register(swagger, {
    // Shared schemas become components named by their $id.
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`) },
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Nyumba API',
        version: '1',
        description:
          'Homes and home services across Kenya. Every answer is JSON with `success`; errors carry `message` and, for invalid input, `errors` by field.',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          bearerToken: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    hideUntagged: true,
    transform,
  });

  await app.register(async (docs) => {
    // The reference page is public like the document it shows.
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
    });
    await docs.register(swaggerUi, {
      routePrefix: API_DOCS_PREFIX,
      uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
      // Swagger UI's own validator badge would call an outside server.
      validatorUrl: false,
    });
  });
}
