/**
 * The part of node-postgres the bench's bare baseline and the scale seed use (`pg` comes with the PostgreSQL driver;
 * its types are not installed).
 */
declare module 'pg' {
  interface PoolConfig {
    connectionString?: string;
    max?: number;
  }
  class Pool {
    constructor(config?: PoolConfig);
    query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
    end(): Promise<void>;
  }
  /** One connection: what the scale seed runs its statements on (random() seeded once). */
  class Client {
    constructor(config?: PoolConfig);
    connect(): Promise<void>;
    query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
    end(): Promise<void>;
  }
  const pg: { Pool: typeof Pool; Client: typeof Client };
  export default pg;
}
