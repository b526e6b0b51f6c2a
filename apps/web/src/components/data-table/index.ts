export { DataTable, type SortState } from './data-table';
export type { DataTablePaging } from './data-table-pagination';
