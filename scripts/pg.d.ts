/**
 * The part of node-postgres the bench's bare baseline uses (`pg` comes with the PostgreSQL driver;
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
  const pg: { Pool: typeof Pool };
  export default pg;
}
