import { randomUUID } from 'node:crypto';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';
import fastifyCookie from '@fastify/cookie';
import { EMBED_FRAME_ORIGINS } from '@streaming/contracts';
import { createLogger, Infrastructure, PinoNestLogger, urlForLog } from '@streaming/platform';
import { AppModule } from './app.module.js';
import { CachedReadShortcut, SearchShortcut } from './catalogue/index.js';
import type { GatewayEnv } from './config/gateway.env.js';
import { trustProxyOption } from './config/trust-proxy.js';
import { answerClientError, answerFrameworkError } from './errors/framework-errors.js';
import { ProblemFilter } from './errors/problem.filter.js';
import { registerRequestGuards } from './errors/request-guards.js';
import { createValidationPipe } from './errors/validation.pipe.js';
import { MeShortcut } from './me/me-shortcut.js';
import { ProgressShortcut } from './engagement/progress-shortcut.js';
import { Spa } from './static/spa.js';

const CSP = [
  "default-src 'self'",
  "script-src 'self' https://www.gstatic.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https: http:",
  // hls.js fetches playlists and segments itself: the videos are links to other hosts (https only).
  "connect-src 'self' https:",
  // The embedded players of the video hosts the catalogue recognises (libs/contracts video-source), and nothing more.
  `frame-src ${EMBED_FRAME_ORIGINS.join(' ')}`,
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The request bodies and queries are the contracts' class-validator DTOs: their rules become the schemas. */
function withDtoSchemas(document: OpenAPIObject): OpenAPIObject {
  // Configuration classes use class-validator too; they are not part of the API.
  const schemas = Object.fromEntries(
    Object.entries(validationMetadatasToSchemas({ refPointerPrefix: '#/components/schemas/' }) as Record<string, object>).filter(([name]) => !name.endsWith('Env')),
  );
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ...schemas } };
  return document;
}

/** Headers every answer carries: no MIME sniffing, no framing, no cross-site reads, no referrer. */
const API_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
};

/** Helmet's defaults for documents (the SPA's HTML), where they take effect: set from constants, beside API_HEADERS. */
const DOCUMENT_ONLY_HEADERS = {
  'content-security-policy': CSP,
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

export interface RunningGateway {
  app: NestFastifyApplication;
  infra: Infrastructure;
  url: string;
  close(): Promise<void>;
}

/** Builds and starts the HTTP gateway: REST under /api, OpenAPI at /api/docs, the SPA at /. */
export async function startGateway(env: GatewayEnv): Promise<RunningGateway> {
  const logger = createLogger('gateway', env.LOG_LEVEL);
  const infra = await Infrastructure.start({ name: 'gateway', env, logger });
  const adapter = new FastifyAdapter({
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    bodyLimit: 64 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    logger: false,
    // A route parameter is as long as the URL allows (Node caps headers at 16 kB): its DTO or pipe
    // refuses a bad one with its own French message ("Identifiant de film invalide."), instead of
    // the router answering 414 on some methods and falling through to the web app's files on GET.
    // No route uses a regular-expression parameter, what this limit protects.
    routerOptions: { maxParamLength: 16 * 1024 },
    // Malformed URLs (not UTF-8 once decoded): French problem+json, not Fastify's English JSON.
    frameworkErrors: answerFrameworkError,
    // Requests Node's parser refuses (headers too large, malformed): French too, with `Connection: close`.
    clientErrorHandler: answerClientError,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(infra, env), adapter, {
    logger: new PinoNestLogger(logger.child({ context: 'nest' })),
    // Fastify's own JSON parser only: Nest would add a form-encoded one (login CSRF from another site).
    bodyParser: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  registerRequestGuards(fastify, env.APP_URL);
  // No parsing hook: only the refresh routes read cookies (refreshTokenOf); the others are spared a parse per request.
  await fastify.register(fastifyCookie, { hook: false });
  // The hot routes' answers given before Nest's pipeline, under the same guard (see each class).
  const spa = new Spa(env.WEB_DIST);
  const problems = new ProblemFilter(logger, spa);
  app.get(CachedReadShortcut).register(fastify);
  app.get(MeShortcut).register(fastify);
  app.get(ProgressShortcut).register(fastify, problems);
  app.get(SearchShortcut).register(fastify, problems);
  // A callback hook: no promise per answer.
  fastify.addHook('onSend', (req, reply, payload, done) => {
    reply.header('x-request-id', req.id).headers(API_HEADERS);
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html') && !req.url.startsWith('/api/docs')) reply.headers(DOCUMENT_ONLY_HEADERS);
    done(null, payload);
  });
  if (logger.isLevelEnabled('info')) {
    fastify.addHook('onResponse', async (req, reply) => {
      logger.info({ requestId: req.id, method: req.method, url: urlForLog(req.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'http');
    });
  }

  await spa.register(fastify);
  if (!spa.available) logger.warn({ dir: env.WEB_DIST }, 'web app not built: only /api is served');

  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(problems);
  app.enableShutdownHooks();

  const doc = new DocumentBuilder()
    .setTitle('Streaming – API')
    .setDescription('API HTTP du catalogue (passerelle). Erreurs au format application/problem+json (RFC 9457).')
    .setVersion('1.0')
    .addBearerAuth()
    .build();
  SwaggerModule.setup('api/docs', app, () => withDtoSchemas(SwaggerModule.createDocument(app, doc)), { jsonDocumentUrl: 'api/docs/json' });

  await app.listen(env.PORT, env.HOST);
  const address = fastify.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  return {
    app,
    infra,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await infra.close();
    },
  };
}
