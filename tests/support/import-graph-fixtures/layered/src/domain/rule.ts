// Fixture: a pure rule that reaches up into a store (the table allows domain nothing of ours).
import type { Cart } from '../stores/cart.ts';

export const isEmpty = (cart: Cart) => cart.items.length === 0;
