// Fixture: an island that reaches server code through an innocent-looking shared helper.
import { label } from '../domain/label.ts';
import type { Config } from '../feeds/types-only.ts';

export const config: Config | undefined = undefined;
export default function Leaky() {
  return <p>{label()}</p>;
}
