import { describe, expect, it } from 'vitest';
import ContactUs from './ContactUs.astro';
import type { ContactView } from './contact.ts';
import { renderAstro } from '../../../tests/support/render-astro.ts';

const base: ContactView = {
  heading: 'Contact us',
  options: [{ title: 'Call us', link: { text: 'Get numbers', href: '/support/contact-us' } }],
};

describe('ContactUs', () => {
  it('renders the other contact options under their heading, with their links', async () => {
    const { view } = await renderAstro(ContactUs, {
      ...base,
      otherOptions: {
        heading: 'Other ways to get help',
        options: [
          {
            title: 'Community forums',
            description: 'Ask other customers.',
            link: { text: 'Visit the forums', href: '/community' },
          },
        ],
      },
    });
    const list = view.getByRole('list', { name: 'Other ways to get help' });
    expect(list).toHaveTextContent('Community forums');
    expect(view.getByRole('link', { name: 'Visit the forums' })).toHaveAttribute(
      'href',
      '/community',
    );
  });

  it('renders the social media links as a named list of links', async () => {
    const { view } = await renderAstro(ContactUs, {
      ...base,
      social: {
        heading: 'Social media',
        links: [
          { text: 'Facebook', href: 'https://social.example.com/carrier' },
          { text: 'X', href: 'https://x.example.com/carriersupport' },
        ],
      },
    });
    const list = view.getByRole('list', { name: 'Social media' });
    expect(
      [...list.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Facebook', 'https://social.example.com/carrier'],
      ['X', 'https://x.example.com/carriersupport'],
    ]);
  });

  it('renders neither without them, and the chat button at its rewritten address', async () => {
    const { view } = await renderAstro(ContactUs, {
      ...base,
      chat: { title: 'Chat with a specialist', ctaLabel: 'Start chat', href: '/chat-here' },
    });
    expect(view.queryByRole('list', { name: 'Social media' })).toBeNull();
    expect(view.queryByRole('list', { name: 'Other ways to get help' })).toBeNull();
    expect(view.getByRole('link', { name: 'Start chat' })).toHaveAttribute('href', '/chat-here');
  });
});

describe('ContactUs with English content on another language page', () => {
  it('marks the English panel below the heading, the heading keeps the page language', async () => {
    const { view } = await renderAstro(ContactUs, {
      ...base,
      heading: 'Comuníquese con nosotros',
      description: 'Choose how to reach us.',
      optionsLang: 'en',
      chat: { title: 'Chat with us', ctaLabel: 'Start chat', href: '/support/chat', lang: 'en' },
    });
    expect(
      view.getByRole('heading', { name: 'Comuníquese con nosotros' }).closest('section [lang]'),
    ).toBeNull();
    expect(view.getByText('Choose how to reach us.')).toHaveAttribute('lang', 'en');
    expect(
      view.getByRole('heading', { name: 'Call us' }).closest('section [lang]'),
    ).toHaveAttribute('lang', 'en');
    expect(
      view.getByRole('link', { name: 'Start chat' }).closest('section [lang]'),
    ).toHaveAttribute('lang', 'en');
  });
});
