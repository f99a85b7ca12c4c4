import { describe, expect, it } from 'vitest';
import ServicePart from './ServicePart.astro';
import { renderAstro } from '../../../tests/support/render-astro.ts';

const slots = { default: '<button type="button" data-service-alias="x">Ask</button>' };

describe('ServicePart', () => {
  it('is the part alone on a single-service page', async () => {
    const { html } = await renderAstro(ServicePart, { service: undefined, hidden: false }, slots);
    expect(html.trim()).toBe(slots.default);
  });

  it('on the small-business page, is shown with its service and carries what the service switches', async () => {
    const { document } = await renderAstro(
      ServicePart,
      {
        service: 'smb-internet-air',
        hidden: true,
        panel: {
          id: 'smb-internet-air-panel-contact-ask',
          labelledBy: 'service-tab-smb-internet-air',
        },
        switchData: {
          alias: 'smbinternetair',
          navigationTree: 'smallbusiness/support/internet-air',
          chat: false,
          tabName: 'Internet Air',
          genAiAlias: 'smbinternetair',
        },
      },
      slots,
    );
    const part = document.getElementById('smb-internet-air-panel-contact-ask');
    expect(part).toHaveAttribute('data-service', 'smb-internet-air');
    expect(part).toHaveAttribute('hidden');
    expect(part).toHaveAttribute('data-genai-alias', 'smbinternetair');
    expect(part).toHaveAttribute('data-service-alias', 'smbinternetair');
    expect(part).toHaveAttribute('data-navigation-tree', 'smallbusiness/support/internet-air');
    expect(part).toHaveAttribute('data-chat-enabled', 'false');
    expect(part).toHaveAttribute('data-tab-name', 'Internet Air');
    expect(part?.querySelector('button')).not.toBeNull();
  });
});
