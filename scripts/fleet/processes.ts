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
