/**
 * Where bench:fleet's load generator and servers run. On one machine a client that shares the
 * servers' cores decides the figures by how much it leaves them (and which server the scheduler
 * favours), so with two or more CPUs the client gets CPU 0 and every server (Varnish and each
 * instance, hence each target measured) the rest: the same CPUs for every target.
 */
export interface BenchCpus {
  /** `taskset -c` list for the client; undefined: unpinned. */
  client: string | undefined;
  /** `taskset -c` list for every server process; undefined: unpinned. */
  servers: string | undefined;
  /** wrk threads: one per CPU the client may use. */
  clientThreads: number;
  /** The layout in words, for the printed figures. */
  description: string;
}

export function benchCpus(cpuCount: number, pin: boolean): BenchCpus {
  if (!pin || cpuCount < 2) {
    return {
      client: undefined,
      servers: undefined,
      clientThreads: Math.max(1, cpuCount),
      description: `unpinned: client and servers share ${cpuCount} CPU(s)`,
    };
  }
  const servers = cpuCount === 2 ? '1' : `1-${cpuCount - 1}`;
  return {
    client: '0',
    servers,
    clientThreads: 1,
    description: `client pinned to CPU 0, Varnish and every instance to CPU ${servers}`,
  };
}
