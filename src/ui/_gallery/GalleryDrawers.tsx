/** Gallery-only island: buttons that open each drawer variant. */
import { useState } from 'react';
import { Drawer, type DrawerProps } from '../Drawer/Drawer.tsx';

interface Variant {
  opener: string;
  props: Omit<DrawerProps, 'open' | 'onClose' | 'children'>;
}

const VARIANTS: Variant[] = [
  {
    opener: 'Open right drawer (small)',
    props: { title: 'SIM card help', position: 'right', size: 'small' },
  },
  {
    opener: 'Open left drawer (medium)',
    props: { title: 'Your account menu', position: 'left', size: 'medium' },
  },
  {
    opener: 'Open top drawer (small)',
    props: { title: 'Service notice', position: 'top', size: 'small' },
  },
  {
    opener: 'Open bottom drawer (large)',
    props: { title: 'Compare plans', position: 'bottom', size: 'large' },
  },
  {
    opener: 'Open full drawer',
    props: { title: 'International roaming', position: 'right', size: 'full' },
  },
  {
    opener: 'Open action-required drawer',
    props: {
      title: 'Confirm your address',
      position: 'right',
      size: 'medium',
      actionRequired: true,
    },
  },
];

export default function GalleryDrawers() {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [closedCount, setClosedCount] = useState(0);
  return (
    <div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        {VARIANTS.map((variant, index) => (
          <button
            key={variant.opener}
            type="button"
            className="gallery-button"
            aria-haspopup="dialog"
            onClick={() => setOpenIndex(index)}
          >
            {variant.opener}
          </button>
        ))}
      </div>
      <p role="status">
        {closedCount === 0
          ? 'No drawer closed yet.'
          : `Close handler called ${closedCount} time(s).`}
      </p>
      {VARIANTS.map((variant, index) => (
        <Drawer
          key={variant.opener}
          {...variant.props}
          open={openIndex === index}
          onClose={() => {
            setOpenIndex(null);
            setClosedCount((count) => count + 1);
          }}
          footer={
            variant.props.actionRequired ? (
              <button type="button" className="gallery-button" onClick={() => setOpenIndex(null)}>
                Confirm address
              </button>
            ) : undefined
          }
        >
          {variant.props.actionRequired ? (
            <p>
              We need to confirm your service address before we ship your new SIM. Escape and clicks
              outside do nothing here.
            </p>
          ) : (
            <>
              <p>
                Your SIM card connects your phone to our network. If it is lost or damaged, order a
                replacement online.
              </p>
              <ul>
                <li>
                  <a href="/support/sim/order">Order a replacement SIM</a>
                </li>
                <li>
                  <a href="/support/sim/activate">Activate a SIM</a>
                </li>
              </ul>
            </>
          )}
        </Drawer>
      ))}
    </div>
  );
}
