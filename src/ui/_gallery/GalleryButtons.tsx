/** Gallery-only island: button behaviours whose modal content is React markup. */
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';

function EmailCapture() {
  const [sent, setSent] = useState(false);
  const onSubmit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setSent(true);
  };
  return sent ? (
    <p role="status">Thanks! Watch your inbox for deals.</p>
  ) : (
    <form onSubmit={onSubmit}>
      <p>Get the latest phone deals by email.</p>
      <label htmlFor="gallery-email">Email address</label>
      <input
        id="gallery-email"
        type="email"
        name="email"
        required
        autoComplete="email"
        style={{ display: 'block', margin: '8px 0 16px', minHeight: 44, width: '100%' }}
      />
      <button type="submit" className="gallery-button">
        Sign up
      </button>
    </form>
  );
}

const COUNTRIES = [
  'Canada',
  'Mexico',
  'France',
  'Germany',
  'Italy',
  'Japan',
  'Spain',
  'United Kingdom',
  'Australia',
  'Brazil',
  'India',
  'South Korea',
];

export default function GalleryButtons() {
  const [cartCount, setCartCount] = useState(0);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
      <Button
        text="Plan details"
        configs={{ function: 'modal' }}
        modalTitle="Unlimited Premium"
        modalContent={<p>Unlimited talk, text and data, with 100GB of hotspot data.</p>}
      />
      <Button
        text="Visit the store"
        href="https://example.com/store"
        configs={{ function: 'newTab', variant: 'secondary' }}
        svgIcon="external"
      />
      <Button
        text={cartCount === 0 ? 'Add to cart' : 'Added to cart'}
        configs={{ function: 'addToCart' }}
        svgIcon="cart"
        onClick={() => setCartCount((n) => n + 1)}
      />
      <Button
        text="Get deals by email"
        configs={{ function: 'emailCaptureModal', variant: 'secondary' }}
        modalTitle="Stay in the loop"
        modalContent={<EmailCapture />}
        svgIcon="mail"
      />
      <Button
        text="See covered countries"
        configs={{ function: 'coveredCountriesModal', variant: 'smallPrimaryCta' }}
        modalTitle="Countries covered by International Day Pass"
        modalContent={
          <ul>
            {COUNTRIES.map((country) => (
              <li key={country}>{country}</li>
            ))}
          </ul>
        }
        svgIcon="globe"
      />
      <Button
        text="Watch: Wi-Fi Calling"
        configs={{ variant: 'secondary' }}
        videoBackgroundData={{ videoId: '5000858' }}
      />
    </div>
  );
}
