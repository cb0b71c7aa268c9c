// What the crowd (load-traffic.ts) is told and what it reports: options, clients and results.

export type Kind =
  | 'signup'
  | 'signin'
  | 'signout'
  | 'getall'
  | 'search'
  | 'map'
  | 'get'
  | 'upload'
  | 'create'
  | 'update'
  | 'save'
  | 'unsave'
  | 'post';

export interface LoadOptions {
  baseUrl: string;
  /** The server's PUBLIC_URL: writes riding on the session cookie must name it (CSRF check). */
  origin: string;
  clients: number;
  seconds: number;
  /** Each client goes on past the window until it did this many (so a slow machine still covers the mix). */
  minIterations?: number;
  /** The token of the confirmation link mailed to a new account: publishing needs a confirmed address. */
  confirmationToken: (email: string) => Promise<string>;
  /** Called as the timed window starts, after the sign-ups (to sample CPU counters). */
  onWindowStart?: () => void;
}

/** 'yes' / 'no' as acknowledged; 'either' once a toggle's outcome was never answered. */
export type SaveState = 'yes' | 'no' | 'either';

export interface Client {
  index: number;
  email: string;
  password: string;
  userId: string;
  cookie: string;
  headers: Record<string, string>;
  listings: { id: string; imageUrls: string[]; edits: number }[];
  saved: Set<string>;
}

export interface LoadResult {
  /** The sign-up rush, then the timed window of the mix and the requests made in it. */
  signupMs: number;
  elapsedMs: number;
  windowRequests: number;
  requests: number;
  /** Status code (or 'network' for a failed connection) → count. */
  statuses: Record<string, number>;
  latencies: Map<Kind, number[]>;
  /** First few 5xx and network failures, for the report. */
  failures: string[];
  users: Client[];
  /** Acknowledged listings → names they may now carry (several when an update went unanswered). */
  listings: Map<string, string[]>;
  posts: Map<string, string>;
  saves: Map<string, SaveState>;
}
