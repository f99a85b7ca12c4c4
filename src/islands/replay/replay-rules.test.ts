import {
  enqueue,
  holdsDefault,
  shouldReplay,
  type EarlyEvent,
  type Recorded,
} from './replay-rules.ts';

const event = (over: Partial<EarlyEvent>): EarlyEvent => ({
  type: 'click',
  native: false,
  onButton: true,
  submitsForm: false,
  ...over,
});

describe('shouldReplay', () => {
  it.each([
    { name: 'a click on a button', input: event({}), replay: true },
    {
      name: 'a click on a link (it navigates itself)',
      input: event({ native: true }),
      replay: false,
    },
    {
      name: 'ArrowRight on a tab',
      input: event({ type: 'keydown', key: 'ArrowRight' }),
      replay: true,
    },
    { name: 'Home', input: event({ type: 'keydown', key: 'Home' }), replay: true },
    { name: 'Escape', input: event({ type: 'keydown', key: 'Escape' }), replay: true },
    {
      name: 'Enter on a button (its click is replayed instead)',
      input: event({ type: 'keydown', key: 'Enter' }),
      replay: false,
    },
    {
      name: 'Space on a button',
      input: event({ type: 'keydown', key: ' ' }),
      replay: false,
    },
    {
      name: 'Enter on a non-button control',
      input: event({ type: 'keydown', key: 'Enter', onButton: false }),
      replay: true,
    },
    {
      name: 'Tab (focus moves natively)',
      input: event({ type: 'keydown', key: 'Tab' }),
      replay: false,
    },
    { name: 'a letter', input: event({ type: 'keydown', key: 'a' }), replay: false },
    ...['ArrowUp', 'ArrowDown', 'ArrowLeft', 'End', 'PageUp', 'PageDown'].map((key) => ({
      name: `${key} (islands give it meaning)`,
      input: event({ type: 'keydown', key }),
      replay: true,
    })),
    ...['Arrow', 'ArrowUpDown', 'Page', 'Homepage', 'F1', 'Esc'].map((key) => ({
      name: `${key} (not one of those keys)`,
      input: event({ type: 'keydown', key }),
      replay: false,
    })),
    { name: 'a pointer move', input: event({ type: 'pointermove' }), replay: false },
    {
      name: "a form's submit (a submit button or Enter in a field)",
      input: event({ type: 'submit', onButton: false }),
      replay: true,
    },
    {
      name: 'a click on a submit button (its submit is replayed instead)',
      input: event({ submitsForm: true }),
      replay: false,
    },
    {
      name: 'Enter on a submit button (its click submits; the submit is replayed)',
      input: event({ type: 'keydown', key: 'Enter', submitsForm: true }),
      replay: false,
    },
    {
      name: 'Enter in a search box (the browser submits the form itself)',
      input: event({ type: 'keydown', key: 'Enter', onButton: false, native: true }),
      replay: false,
    },
  ])('$name: $replay', ({ input, replay }) => {
    expect(shouldReplay(input)).toBe(replay);
  });
});

describe('holdsDefault', () => {
  it.each([
    {
      name: 'a submit in the island (it would reload the page)',
      type: 'submit',
      outside: false,
      held: true,
    },
    {
      name: 'a click in the island (it is only recorded)',
      type: 'click',
      outside: false,
      held: false,
    },
    { name: 'a key press in the island', type: 'keydown', outside: false, held: false },
    { name: 'a click held for an island outside it', type: 'click', outside: true, held: true },
  ])('$name: $held', ({ type, outside, held }) => {
    expect(holdsDefault(type, outside)).toBe(held);
  });
});

describe('enqueue', () => {
  const tap = (path: number[]): Recorded => ({ type: 'click', path });
  const key = (path: number[], k: string): Recorded => ({ type: 'keydown', path, key: k });
  const submit = (path: number[]): Recorded => ({ type: 'submit', path, submitter: [...path, 1] });

  it.each([
    { name: 'the first tap', queue: [], next: tap([0]), length: 1 },
    { name: 'a second tap on the same control', queue: [tap([0])], next: tap([0]), length: 1 },
    { name: 'a tap on another control', queue: [tap([0])], next: tap([1]), length: 2 },
    {
      name: 'a tap after a key press on the same control',
      queue: [tap([0]), key([0], 'ArrowRight')],
      next: tap([0]),
      length: 3,
    },
    {
      name: 'a repeated key press (each moves on)',
      queue: [key([0], 'ArrowRight')],
      next: key([0], 'ArrowRight'),
      length: 2,
    },
    {
      name: 'a second submit of the same form',
      queue: [submit([2])],
      next: submit([2]),
      length: 1,
    },
    { name: 'a submit of another form', queue: [submit([2])], next: submit([3]), length: 2 },
    { name: 'a submit after a tap', queue: [tap([0])], next: submit([0]), length: 2 },
  ])('$name leaves $length in the queue', ({ queue, next, length }) => {
    expect(enqueue(queue, next)).toHaveLength(length);
  });
});
