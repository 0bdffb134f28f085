export { EMPTY_LEVEL, LevelForm, type LevelFormProps, type LevelFormValues } from './LevelForm';
