// Fixture: a store that uses the rule above, closing a cycle between two folders.
import { isEmpty } from '../domain/rule.ts';

export interface Cart {
  items: string[];
}
export const empty = (cart: Cart) => isEmpty(cart);
