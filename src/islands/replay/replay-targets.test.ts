// @vitest-environment jsdom
import { asSubmitter, follow, pathFrom } from './replay-targets.ts';

beforeEach(() => {
  document.body.innerHTML = `
    <div id="island">
      <p>Text</p>
      <form id="form"><input name="q"><button id="plain">Search</button><button type="button" id="button">Clear</button><input type="submit" id="input-submit"></form>
      <form id="other"></form>
    </div>
    <button id="loose" type="submit">Outside any form</button>
    <a id="link" type="submit" href="/x">A link that says so</a>`;
});

const byId = (id: string) => document.getElementById(id)!;

describe('pathFrom and follow', () => {
  it.each([
    { name: 'the root itself', target: 'island', path: [] },
    { name: 'a child', target: 'form', path: [1] },
    { name: 'a grandchild', target: 'button', path: [1, 2] },
    { name: 'an element outside the root', target: 'loose', path: [] },
  ])('$name: $path', ({ target, path }) => {
    expect(pathFrom(byId('island'), byId(target))).toEqual(path);
  });

  it('finds the element at a path again, in a copy of the island hydration put in its place', () => {
    const island = byId('island');
    const path = pathFrom(island, byId('button'));
    const copy = island.cloneNode(true) as Element;
    island.replaceWith(copy);
    expect(follow(copy, path)?.textContent).toBe('Clear');
    expect(follow(copy, [9, 0])).toBeUndefined();
  });
});

describe('asSubmitter', () => {
  it.each([
    { name: 'a button without a type, in a form', id: 'plain', form: undefined, submits: true },
    { name: 'an input of type submit', id: 'input-submit', form: undefined, submits: true },
    { name: 'a button of type button', id: 'button', form: undefined, submits: false },
    { name: 'a submit button outside any form', id: 'loose', form: undefined, submits: false },
    {
      name: 'a link whose type attribute says submit',
      id: 'link',
      form: undefined,
      submits: false,
    },
    { name: 'a form', id: 'form', form: undefined, submits: false },
    { name: 'a submit button of the given form', id: 'plain', form: 'form', submits: true },
    { name: 'a submit button of another form', id: 'plain', form: 'other', submits: false },
  ])('$name: $submits', ({ id, form, submits }) => {
    const element = byId(id);
    const owner = form ? (byId(form) as HTMLFormElement) : undefined;
    expect(asSubmitter(element, owner)).toBe(submits ? element : undefined);
  });

  it('is nothing for no element', () => {
    expect(asSubmitter(null)).toBeUndefined();
    expect(asSubmitter(undefined)).toBeUndefined();
  });
});
