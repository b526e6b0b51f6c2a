/** Spec 001 §2: the pie chart uses three colours, then green for every further product. */
export const PIE_COLOURS = ['blue.7', 'orange.6', 'grape.6'] as const;
export const PIE_REST_COLOUR = 'green.7';

export const pieColour = (index: number): string => PIE_COLOURS[index] ?? PIE_REST_COLOUR;
