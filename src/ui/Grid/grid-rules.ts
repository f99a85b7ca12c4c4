export const GRID_GAPS = ['none', 'small', 'medium', 'large'] as const;
export type GridGap = (typeof GRID_GAPS)[number];

export interface GridColumns {
  mobile?: number;
  tablet?: number;
  desktop?: number;
}

/** Column counts are whole numbers from 1 to 12; anything else falls back to the default. */
export function gridColumns(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isInteger(value) && value >= 1 && value <= 12
    ? value
    : fallback;
}
