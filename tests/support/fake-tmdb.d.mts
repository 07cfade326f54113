/** What the fake TMDB logged of a request (the api_key parameter left out). */
export interface FakeTmdbRequest {
  /** When it came (epoch ms). */
  at: number;
  method: string;
  path: string;
  query: Record<string, string>;
  credentials: 'api_key' | 'bearer' | null;
}

/** What the next API requests get instead of their answer. */
export type FakeTmdbBehaviour = ({ status: 429; retryAfter?: number } | { status: 500 | 502 | 503 } | { stallMs: number }) & { count?: number };

export interface FakeTmdb {
  /** TMDB_BASE_URL for the catalogue (ends in /3). */
  url: string;
  /** Its control routes: GET requests, POST reset, POST next (a FakeTmdbBehaviour as JSON). */
  controlUrl: string;
  apiKey: string;
  readToken: string;
  requests: FakeTmdbRequest[];
  next(behaviour: FakeTmdbBehaviour): void;
  reset(): void;
  close(): Promise<void>;
}

/** A local stand-in for TMDB's API v3 answering recorded responses (fake-tmdb.json). */
export function startFakeTmdb(options?: { apiKey?: string; readToken?: string }): Promise<FakeTmdb>;
