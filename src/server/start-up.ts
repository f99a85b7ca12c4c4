/**
 * What both servers (src/server/serve-node.ts, serve-static.ts) do first, before they load a build
 * or listen: crashes are logged, the log follows LOG_LEVEL and LOG_FORMAT, and their own settings
 * are read through src/node/config.ts. A setting they cannot run with (a publish secret that is set
 * but too short, a port that is not one) stops the process with exit code 1 and a message that
 * names the variable, rather than a server that runs but does not do what it was set up for.
 */
import { readServerSettings, type ServerSettings } from '../node/config.ts';
import { configureServerLog } from '../node/log-scope.ts';
import { logCrashes } from './http/gate.ts';

export function startUp(
  name: string,
  env: Record<string, string | undefined> = process.env,
): ServerSettings {
  logCrashes(name);
  configureServerLog(env);
  const { settings, problems } = readServerSettings(env);
  if (problems.length > 0) {
    for (const problem of problems) console.error(`[${name}] ${problem}`);
    process.exit(1);
  }
  return settings;
}
