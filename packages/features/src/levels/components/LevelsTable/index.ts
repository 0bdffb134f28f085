export { LevelsTable, type LevelsTableProps } from './LevelsTable';
