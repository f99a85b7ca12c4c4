/**
 * Environment names the site knows. Data-centre clusters are written
 * `<environment>-<cluster>` (for example `prod-dc2`) and behave as their environment.
 */
export const ENVIRONMENTS = ['local', 'dev', 'perf', 'test', 'stage', 'prestage', 'prod'] as const;

export type EnvironmentName = (typeof ENVIRONMENTS)[number];

/** The query parameter a request names its environment with. */
export const ENV_PARAM = 'envVar';

export interface ResolvedEnvironment {
  /** The environment whose rules apply. */
  name: EnvironmentName;
  /** The data-centre cluster, when one was named. */
  cluster?: string;
  /** True when the input was absent or unknown and production was chosen instead. */
  fellBack: boolean;
}

const CLUSTER = /^([a-z]+)-([a-z0-9]{1,16})$/;

function isEnvironmentName(value: string): value is EnvironmentName {
  return (ENVIRONMENTS as readonly string[]).includes(value);
}

/** Unknown or absent names fall back to production, as the specification requires. */
export function resolveEnvironment(input: string | null | undefined): ResolvedEnvironment {
  const value = (input ?? '').trim().toLowerCase();
  if (isEnvironmentName(value)) return { name: value, fellBack: false };
  const cluster = CLUSTER.exec(value);
  if (cluster?.[1] && cluster[2] && isEnvironmentName(cluster[1])) {
    return { name: cluster[1], cluster: cluster[2], fellBack: false };
  }
  return { name: 'prod', fellBack: true };
}

/** Production-like environments use production mechanisms (2FA id, analytics host). */
export function isProductionLike(name: EnvironmentName): boolean {
  return name === 'prod' || name === 'prestage' || name === 'stage';
}
