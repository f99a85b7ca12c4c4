/**
 * A service's values as the server wrote them on each of its per-service blocks
 * (`data-service`, `data-service-alias`, `data-navigation-tree`, `data-chat-enabled`,
 * `data-tab-name`, `data-genai-alias`: `switchDataAttributes` in
 * src/components/landing/view-context.ts). The browser reads them back rather than repeating the
 * server's mapping, so the values it switches to are the ones the page shows, the feed's tab
 * labels included.
 */
import { SERVICE_INFO, type ServiceName } from '../domain/services.ts';

/** What the page switches with its service (spec §4). */
export interface CurrentService {
  service: ServiceName;
  /** The service's support alias (`contcatUsServiceAlias`). */
  alias: string;
  navigationTree: string;
  /** Whether chat may show for the service (`chatComponentEnable`). */
  chatEnabled: boolean;
  /** The name of the service's choice on the page. */
  tabName: string;
  /** `GenAIWidgetServiceAlias`. */
  genAiAlias: string;
}

/** A block's `dataset`: `data-service-alias` is `serviceAlias`, `data-genai-alias` `genaiAlias`. */
export type BlockData = Readonly<Record<string, string | undefined>>;

/** A per-service block that carries its service's values (other `[data-service]` nodes do not). */
const SERVICE_BLOCK = '[data-service][data-service-alias]';

const isServiceName = (value: string | undefined): value is ServiceName =>
  value !== undefined && Object.hasOwn(SERVICE_INFO, value);

const filled = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== '';

/**
 * The service's values from one block's data, or undefined when a value is missing or not one
 * the server writes: half a service is never taken for a whole one.
 */
export function parseServiceBlock(data: BlockData): CurrentService | undefined {
  const { service, serviceAlias, navigationTree, chatEnabled, tabName, genaiAlias } = data;
  if (!isServiceName(service)) return undefined;
  if (chatEnabled !== 'true' && chatEnabled !== 'false') return undefined;
  if (!filled(serviceAlias) || !filled(navigationTree) || !filled(tabName) || !filled(genaiAlias))
    return undefined;
  return {
    service,
    alias: serviceAlias,
    navigationTree,
    chatEnabled: chatEnabled === 'true',
    tabName,
    genAiAlias: genaiAlias,
  };
}

function firstBlock(
  root: ParentNode,
  selector: string,
  accept: (block: HTMLElement) => boolean,
): CurrentService | undefined {
  for (const block of root.querySelectorAll<HTMLElement>(selector)) {
    if (!accept(block)) continue;
    const values = parseServiceBlock(block.dataset);
    if (values) return values;
  }
  return undefined;
}

/** The values of `service` from its first block under `root`. */
export function serviceInBlocks(root: ParentNode, service: string): CurrentService | undefined {
  return firstBlock(root, SERVICE_BLOCK, (block) => block.dataset['service'] === service);
}

/**
 * The service whose blocks the page shows: in the server HTML, the page's opening service (every
 * other service's blocks start hidden). A page with one service has no such blocks.
 */
export function shownService(root: ParentNode): CurrentService | undefined {
  return firstBlock(root, `${SERVICE_BLOCK}:not([hidden])`, () => true);
}
