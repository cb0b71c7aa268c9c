export function freePort(): Promise<number>;
export function startPostgres(options?: { durable?: boolean; settings?: Record<string, string> }): Promise<{
  url: string;
  port: number;
  pid: number;
  dataDir: string;
  stop(): void;
}>;
