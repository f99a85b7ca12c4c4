// @vitest-environment jsdom
import { focusAfterRemoval } from './alert-focus.ts';

describe('focusAfterRemoval (where focus goes when its element is removed)', () => {
  it.each([
    {
      name: 'the next control after it',
      html: '<button id="before">b</button><div id="leaving"><button>x</button></div><a id="after" href="#a">a</a>',
      target: 'after',
    },
    {
      name: 'the previous control when nothing follows',
      html: '<button id="before">b</button><div id="leaving"><button>x</button></div>',
      target: 'before',
    },
    {
      name: 'past a hidden control',
      html: '<div id="leaving"><button>x</button></div><button hidden>h</button><button id="after">a</button>',
      target: 'after',
    },
    {
      name: 'nothing when it was the only control',
      html: '<div id="leaving"><button>x</button></div>',
      target: undefined,
    },
  ])('$name', ({ html, target }) => {
    document.body.innerHTML = html;
    const leaving = document.getElementById('leaving') as HTMLElement;
    expect(focusAfterRemoval(leaving)?.id).toBe(target);
  });
});
