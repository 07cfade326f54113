// The OpenAPI document as the fuzzer reads it (operations with their parameters and body schemas
// resolved) and the fuzzer's seeded random numbers. The cases themselves: fuzz-cases.ts.

/** The parts of an OpenAPI 3 document the fuzzer reads. */
export interface JsonSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  oneOf?: JsonSchema[];
  $ref?: string;
}

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface QueryParam {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

export interface Operation {
  method: string;
  /** The path template, e.g. /api/movies/{id}. */
  path: string;
  pathParams: string[];
  query: QueryParam[];
  body?: JsonSchema;
  admin: boolean;
}

/**
 * Query DTOs the document carries as schemas but does not attach to their operation (the
 * controllers take `@Query() dto` without @ApiQuery). Checked against the document by the spec:
 * a schema renamed or removed fails the test instead of silently shrinking the fuzzing.
 */
export const QUERY_SCHEMA_OF: Record<string, string> = {
  'GET /api/admin/users': 'ListUsersQuery',
  'GET /api/movies': 'MovieListQuery',
  'GET /api/series': 'SeriesListQuery',
  'GET /api/genres/{slug}': 'GenrePageQuery',
  'GET /api/search': 'SearchQuery',
  'GET /api/search/suggest': 'SuggestQuery',
  'GET /api/me/favorites': 'FavoritesQuery',
  'GET /api/me/history': 'HistoryQuery',
  'GET /api/me/reports': 'PageQuery',
  // AdminReportsQuery without `reporterIds`, which only the gateway sets (the name OmitType gives it).
  'GET /api/admin/reports': 'OmitAdminReportsQueryReporterIds',
  'GET /api/admin/requests': 'AdminRequestsQuery',
  'GET /api/admin/contact': 'AdminContactQuery',
  'GET /api/admin/movies': 'AdminTitleListQuery',
  'GET /api/admin/series': 'AdminSeriesListQuery',
  'GET /api/admin/animes': 'AdminSeriesListQuery',
  'GET /api/admin/audit': 'AuditQuery',
  'GET /api/admin/analytics/visitors': 'AnalyticsRangeQuery',
  'GET /api/admin/analytics/top': 'TopQuery',
  'GET /api/admin/tmdb/search': 'TmdbSearchQuery',
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document, with its path parameters, query parameters and body schema resolved. */
export function readOperations(doc: OpenApiDocument): Operation[] {
  const schemas = doc.components?.schemas ?? {};
  const resolve = (s: JsonSchema | undefined): JsonSchema | undefined => {
    if (!s?.$ref) return s;
    const name = s.$ref.split('/').pop()!;
    return schemas[name];
  };
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const key = `${method.toUpperCase()} ${path}`;
      // Path parameters come from the template: the document misses those of `@Param() dto`.
      const pathParams = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      const query = new Map<string, QueryParam>();
      for (const p of op.parameters ?? []) {
        if (p.in === 'query') query.set(p.name, { name: p.name, schema: resolve(p.schema) ?? {}, required: !!p.required });
      }
      const dto = QUERY_SCHEMA_OF[key] ? schemas[QUERY_SCHEMA_OF[key]] : undefined;
      for (const [name, schema] of Object.entries(dto?.properties ?? {})) {
        if (!query.has(name)) query.set(name, { name, schema, required: (dto?.required ?? []).includes(name) });
      }
      const json = op.requestBody?.content?.['application/json']?.schema;
      ops.push({ method: method.toUpperCase(), path, pathParams, query: [...query.values()], body: resolve(json), admin: path.startsWith('/api/admin/') || path === '/api/admin' });
    }
  }
  return ops;
}

/** mulberry32: small, fast, good enough to pick cases, and replayable from its seed. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  pick<T>(list: readonly T[]): T {
    return list[this.int(list.length)];
  }

  /** `n` distinct items of `list`, in a seeded order (all of them when n >= length). */
  sample<T>(list: readonly T[], n: number): T[] {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, n);
  }

  hex(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += '0123456789abcdef'[this.int(16)];
    return s;
  }

  /** A version 4 UUID that no stored row has (ids are random UUIDs too, but 122 random bits apart). */
  uuid(): string {
    const h = this.hex(32);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(4)]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }

  ip(): string {
    return `10.${this.int(256)}.${this.int(256)}.${this.int(253) + 1}`;
  }
}
