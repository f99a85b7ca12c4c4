import { describe, expect, it } from 'vitest';
import { cleanMessage, failureLine, statusFor } from './report.ts';
import type { RebuildStatus } from './queue.ts';

describe('failureLine', () => {
  it.each([
    [
      'astro error with a stack',
      '01:00 [build] Building\n\u001b[31m[ERROR]\u001b[39m degraded render of /wireless: content failed\n  Stack trace:\n    at prepare (/srv/x.ts:1:1)\n',
      '[ERROR] degraded render of /wireless: content failed',
    ],
    [
      "node's report of an unhandled error event",
      "node:events:486\n      throw er; // Unhandled 'error' event\nError: spawn astro ENOENT\n    at ChildProcess._handle.onexit (node:internal/child_process:285:19)\nEmitted 'error' event on ChildProcess instance at:\n",
      'Error: spawn astro ENOENT',
    ],
    [
      'a failure in prose',
      'building\nthe build failed: 2 pages\ndone',
      'the build failed: 2 pages',
    ],
    ['no error word: the last line', 'step one\nstep two\n\n', 'step two'],
    ['nothing at all', '', 'no output'],
  ])('%s', (_name, output, line) => {
    expect(failureLine(output)).toBe(line);
  });
});

describe('cleanMessage', () => {
  const hide = {
    paths: ['/work/site', '/work/site/dist-static-builds'],
    secrets: ['s3cret-value-123'],
  };
  it.each([
    [
      'project paths become relative',
      'in /work/site/src/pages/wireless.astro',
      'in src/pages/wireless.astro',
    ],
    ['the project root alone', 'cwd /work/site', 'cwd .'],
    ['other absolute paths keep their last part', 'at /home/me/.cache/x/file.js', 'at …/file.js'],
    ['secrets are masked', 'Bearer s3cret-value-123 refused', 'Bearer [secret] refused'],
  ])('%s', (_name, message, cleaned) => {
    expect(cleanMessage(message, hide)).toBe(cleaned);
  });

  it('keeps a message short', () => {
    expect(cleanMessage('x'.repeat(1000), hide)).toHaveLength(300);
  });
});

describe('statusFor', () => {
  const failed: RebuildStatus = {
    state: 'failed',
    followUpQueued: false,
    requests: 1,
    builds: 1,
    last: { outcome: 'failed', startedAt: 'a', finishedAt: 'b', step: 'build', message: 'why' },
  };
  it('shows the message with the secret', () => {
    expect(statusFor(failed, true).last?.message).toBe('why');
  });
  it('hides the message, not the step, without it', () => {
    expect(statusFor(failed, false).last).toEqual({
      outcome: 'failed',
      startedAt: 'a',
      finishedAt: 'b',
      step: 'build',
    });
  });
});
