// The levels area (lazy-loaded by the app for /admin/seller-levels).
export { LevelsScreen } from './screens/LevelsScreen';
export {
  EMPTY_LEVEL,
  LevelForm,
  type LevelFormProps,
  type LevelFormValues,
} from './components/LevelForm';
export { LevelsTable, type LevelsTableProps } from './components/LevelsTable';
export {
  levelsApi,
  useCreateUserLevelMutation,
  useDeleteUserLevelMutation,
  useUpdateUserLevelMutation,
  useUserLevelsQuery,
} from './api';
export type * from './api/Levels.generated';
