/** Feature-flag allocations for the support teams: a map of flag name to value string. */
import type { Flags } from '../domain/flags.ts';
import { presentText } from '../domain/values.ts';
import { fetchJson } from './http.ts';
import { dig } from './schema-kit.ts';
import type { FeedContext } from './context.ts';

export const FLAG_TEAMS = ['idp-support-optimization', 'idp-web-support'] as const;
export const ALLOCATIONS_PATH = '/msapi/ixp-allocation-manager-service/v1/allocations';

export const EMPTY_FLAGS: Flags = {};

/** Reads `allocations` (name → {value}); entries without a usable value are dropped. */
export function normaliseFlags(raw: unknown): Flags {
  const allocations = dig(raw, 'allocations');
  if (typeof allocations !== 'object' || allocations === null || Array.isArray(allocations))
    return {};
  const flags: Record<string, string> = {};
  for (const [name, entry] of Object.entries(allocations)) {
    const value = presentText(
      typeof entry === 'object' && entry !== null ? (entry as { value?: unknown }).value : entry,
    );
    if (value !== undefined) flags[name] = value;
  }
  return flags;
}

/** Both teams' allocations, fetched in parallel; the first team wins a name both define. */
export async function fetchFlags(ctx: FeedContext): Promise<Flags> {
  const [first, second] = await Promise.all(
    FLAG_TEAMS.map(async (team) =>
      normaliseFlags(
        await fetchJson({ ...ctx.callOptions, url: ctx.apiUrl(ALLOCATIONS_PATH, { team }) }),
      ),
    ),
  );
  return { ...second, ...first };
}
