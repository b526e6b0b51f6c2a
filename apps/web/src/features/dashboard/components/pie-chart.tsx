/** One slice of the pie: its value and its fill (a CSS colour). */
export type PieSlice = { name: string; value: number; fill: string };

export type PieChartProps = { slices: PieSlice[]; size: number; label: (slice: PieSlice) => string };

/** The point on the circle `turn` of the way round, clockwise from the top. */
const onCircle = (radius: number, turn: number) => {
  const angle = 2 * Math.PI * turn - Math.PI / 2;
  return `${(radius * Math.cos(angle)).toFixed(3)} ${(radius * Math.sin(angle)).toFixed(3)}`;
};

/**
 * A pie chart as plain SVG, clockwise from the top in the slices' order, each slice naming itself
 * on hover (`label`). A dozen paths: a chart library's chunk (~100 KB gzip) and its mounting work
 * (a store, measuring itself) cost the dashboard more than the drawing (issue 13, Lighthouse).
 */
export function PieChart({ slices, size, label }: PieChartProps) {
  const radius = size / 2;
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  let done = 0;
  return (
    <svg width={size} height={size} viewBox={`${-radius} ${-radius} ${size} ${size}`} aria-hidden="true">
      {slices.map((slice) => {
        const from = done / total;
        done += slice.value;
        const to = done / total;
        const shape =
          to - from >= 1 ? (
            <circle r={radius - 0.5} />
          ) : (
            <path
              d={`M0 0L${onCircle(radius - 0.5, from)}A${radius - 0.5} ${radius - 0.5} 0 ${to - from > 0.5 ? 1 : 0} 1 ${onCircle(radius - 0.5, to)}Z`}
            />
          );
        return (
          <g key={slice.name} fill={slice.fill} stroke="var(--mantine-color-body)" strokeWidth={1} data-slice>
            <title>{label(slice)}</title>
            {shape}
          </g>
        );
      })}
    </svg>
  );
}
