export { ProfileForm, type ProfileFormProps } from './ProfileForm';
