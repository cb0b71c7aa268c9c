export function freePort(): Promise<number>;

export interface Cluster {
  url: string;
  port: number;
  pid: number;
  dataDir: string;
  running: boolean;
  /** Stops the server, keeping its data: `resume` starts it again on the same port. */
  halt(): void;
  resume(): void;
  /** Stops it for good and removes its data. */
  stop(): void;
}

export function startPostgres(options?: { durable?: boolean; settings?: Record<string, string> }): Promise<Cluster>;
export function startReplica(
  primary: Pick<Cluster, 'url'>,
  options?: { durable?: boolean; settings?: Record<string, string> },
): Promise<Cluster>;
