/** Spec 001 §2: the pie chart uses three colours, then green for every further product. */
const PIE_COLOURS = ['blue.7', 'orange.6', 'grape.6'] as const;
/**
 * Issue 15: every slice and legend dot its own colour, so the further products take distinct shades of
 * green (dark and light alternating, neighbours told apart); past eight greens, lime and teal shades.
 */
const REST_SHADES = [7, 4, 9, 5, 2, 8, 3, 6] as const;
const REST_FAMILIES = ['green', 'lime', 'teal'] as const;

export const pieColour = (index: number): string => {
  const fixed = PIE_COLOURS[index];
  if (fixed) return fixed;
  const rest = index - PIE_COLOURS.length;
  const family = REST_FAMILIES[Math.floor(rest / REST_SHADES.length) % REST_FAMILIES.length];
  return `${family}.${REST_SHADES[rest % REST_SHADES.length]}`;
};
