/** Gallery-only island: links that dispatch instead of navigating, with a readout of what they fired. */
import { useEffect, useRef, useState } from 'react';
import { Link } from '../Link/Link.tsx';
import { VIDEO_MODAL_EVENT } from '../Link/dispatch.ts';

export default function GalleryLinks() {
  const [last, setLast] = useState('Nothing fired yet.');
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = root.current;
    if (!node) return undefined;
    const onVideo = (event: Event) =>
      setLast(`${VIDEO_MODAL_EVENT} ${JSON.stringify((event as CustomEvent).detail)}`);
    const onChat = (event: Event) =>
      setLast(`chat:open ${JSON.stringify((event as CustomEvent).detail)}`);
    node.addEventListener(VIDEO_MODAL_EVENT, onVideo);
    node.addEventListener('chat:open', onChat);
    return () => {
      node.removeEventListener(VIDEO_MODAL_EVENT, onVideo);
      node.removeEventListener('chat:open', onChat);
    };
  }, []);
  return (
    <div ref={root}>
      <ul style={{ display: 'grid', gap: 12, paddingLeft: 20 }}>
        <li>
          <Link
            href="/support/plans"
            type="standalone"
            dispatch={{
              kind: 'modal',
              title: 'What is a prepaid plan?',
              children: <p>Pay for service before you use it. No annual contract.</p>,
            }}
          >
            What is a prepaid plan?
          </Link>
        </li>
        <li>
          <Link
            href="/videos/5001039"
            type="arrow"
            dispatch={{ kind: 'videoModal', videoId: '5001039' }}
          >
            Watch: set up eSIM
          </Link>
        </li>
        <li>
          <Link
            href="/support/chat"
            type="standalone"
            dispatch={{ kind: 'event', name: 'chat:open', data: { topic: 'billing' } }}
          >
            Chat with us about billing
          </Link>
        </li>
        <li>
          <Link href="https://example.com/coverage" isNewTab>
            Coverage map
          </Link>
        </li>
      </ul>
      <p role="status">Last dispatched event: {last}</p>
    </div>
  );
}
