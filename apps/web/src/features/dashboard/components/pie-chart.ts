/**
 * The chart library (Recharts under @mantine/charts), in a chunk of its own that loads when a
 * widget draws its chart (issue 13 Web budgets: charts only where drawn). Through lazy-pie-chart.
 */
import '@mantine/charts/styles.css';

export { PieChart } from '@mantine/charts';
