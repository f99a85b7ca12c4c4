// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchAssistantOpening } from './assistant-opening.ts';

const SUBJECT = 'How to restart your phone (stopped at 0:07)';

const openDialog = (text: string) => {
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  const inner = document.createElement('p');
  inner.innerHTML = `Asking about <strong>${text}</strong>`;
  dialog.append(inner);
  document.body.append(dialog);
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('watching for the assistant drawer', () => {
  it('opened: a dialog naming the subject appears', async () => {
    const opened = watchAssistantOpening(SUBJECT, { waitMs: 1000 });
    await vi.advanceTimersByTimeAsync(300);
    openDialog(SUBJECT);
    await vi.advanceTimersByTimeAsync(0);
    await expect(opened).resolves.toBe(true);
  });

  it('already open when asked', async () => {
    openDialog(SUBJECT);
    await expect(watchAssistantOpening(SUBJECT)).resolves.toBe(true);
  });

  it('not opened: nothing appears in time', async () => {
    const opened = watchAssistantOpening(SUBJECT, { waitMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(opened).resolves.toBe(false);
  });

  it('another dialog is not the drawer', async () => {
    const opened = watchAssistantOpening(SUBJECT, { waitMs: 1000 });
    openDialog('Some other subject');
    await vi.advanceTimersByTimeAsync(1000);
    await expect(opened).resolves.toBe(false);
  });
});
