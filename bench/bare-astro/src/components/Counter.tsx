import { useState } from 'react';

/** The bare page's one island: a button that counts its presses. */
export default function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      Pressed {count} times
    </button>
  );
}
