import { lazy, Suspense, useEffect, useState } from 'react';
import {
  ASK_ASSISTANT_SELECTOR,
  assistantRequestFrom,
  type AssistantRequest,
} from '../../domain/assistant-entry.ts';
import { withPageLocale } from '../../ui/shared/locale-context.tsx';

export interface AssistantDrawerProps {
  /** The generative-AI widget's script and style; missing when not configured. */
  scriptUrl?: string | undefined;
  styleUrl?: string | undefined;
  /** The search section, offered when the assistant is unavailable. */
  searchHref: string;
}

// The drawer, the dialog hooks and the widget loader come with the first press: until then this
// island is one click listener for the page's server-rendered buttons.
const AssistantPanel = lazy(() => import('./AssistantPanel.tsx'));

/**
 * Opens the generative-AI assistant in a drawer from any 'Ask our AI assistant' button on the
 * page, primed with that button's subject.
 */
export default withPageLocale(function AssistantDrawer({
  scriptUrl,
  styleUrl,
  searchHref,
}: AssistantDrawerProps) {
  const [request, setRequest] = useState<(AssistantRequest & { press: number }) | undefined>();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !(event.target instanceof Element)) return;
      if (!event.target.closest(ASK_ASSISTANT_SELECTOR)) return;
      const asked = assistantRequestFrom(event.target);
      if (!asked) return;
      setRequest((current) => ({ ...asked, press: (current?.press ?? 0) + 1 }));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <AssistantPanel
        key={request.press}
        subject={request.subject}
        serviceAlias={request.serviceAlias}
        sources={{ scriptUrl, styleUrl }}
        searchHref={searchHref}
        onClosed={() => setRequest(undefined)}
      />
    </Suspense>
  );
});
