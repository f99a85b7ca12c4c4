// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ErrorView } from './ErrorView.tsx';

it.each([
  ['Failure_ID_Invalid', 'Error occured while retriving metadata'],
  ['Failure_ID_Expired', 'Error occured while retriving metadata'],
  ['Failure_Playback', 'Catch all for any other playback related issues'],
] as const)('the hidden error view for %s says %j', (errorType, text) => {
  render(<ErrorView errorType={errorType} />);
  expect(screen.getByRole('status')).toHaveTextContent(text);
  expect(screen.getByRole('status')).toHaveAttribute('data-video-error', errorType);
});
