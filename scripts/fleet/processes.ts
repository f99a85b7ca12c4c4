/** Child processes of the fleet launcher. */
import type { ChildProcess } from 'node:child_process';

/** If the launcher itself exits without stopping the fleet, nothing it started outlives it. */
export function killOnExit(child: ChildProcess): void {
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', kill);
  child.once('exit', () => process.removeListener('exit', kill));
}

/**
 * A command run on the given CPUs only (`taskset -c`, util-linux), or as it is when none are
 * given. taskset replaces itself with the command, so the process id, its signals and its exit
 * are the command's own; every thread and child it starts inherits the CPUs.
 */
export function withAffinity(
  cpus: string | undefined,
  command: string,
  args: readonly string[],
): [string, string[]] {
  if (cpus === undefined) return [command, [...args]];
  if (!/^\d+(-\d+)?(,\d+(-\d+)?)*$/.test(cpus)) throw new Error(`not a CPU list: ${cpus}`);
  return ['taskset', ['-c', cpus, command, ...args]];
}
