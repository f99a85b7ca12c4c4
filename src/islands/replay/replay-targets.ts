/**
 * How `client:replay` names the element an early interaction reached, so that it can be found
 * again once the island has hydrated: hydration may replace the element the visitor touched
 * with React's own, and the same place in the island is then the same control. The recorder
 * (inline in the page) and the replayer (loaded with the first interaction) both use these.
 */
import type { Recorded } from './replay-rules.ts';

export type Submitter = HTMLButtonElement | HTMLInputElement;

/** An interaction held for replay, with the elements it reached while they still exist. */
export interface Held extends Recorded {
  target: Element;
  /** For a submit made by a button: that button. */
  submitterElement?: Submitter | undefined;
}

/** Child indexes from `root` down to `target`; empty when `target` is not inside `root`. */
export const pathFrom = (root: Element, target: Element): number[] => {
  const path: number[] = [];
  for (let node: Element | null = target; node && node !== root; node = node.parentElement) {
    const parent: Element | null = node.parentElement;
    if (!parent) return [];
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
  }
  return path;
};

/** The element at `path` under `root`, if there is one. */
export const follow = (root: Element, path: readonly number[]): Element | undefined => {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node;
};

/**
 * The element as a submit button of a form (of `form`, when one is given). Only buttons and
 * inputs are ever of type "submit" with a form; read as properties, so that a button without a
 * type (a submit button) counts too.
 */
export const asSubmitter = (element: Element | null | undefined, form?: HTMLFormElement) => {
  const submitter = element as Submitter | null | undefined;
  return submitter?.type === 'submit' && submitter.form && (!form || submitter.form === form)
    ? submitter
    : undefined;
};
