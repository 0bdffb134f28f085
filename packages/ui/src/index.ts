// The one barrel of @podoffice/ui. Add each component's folder here as it lands.
export * from './theme';
export * from './components/Button';
export * from './components/Spinner';
export * from './components/Pagination';
export * from './components/Table';
export * from './components/StatusTabs';
export * from './components/FormField';
export * from './components/TextInput';
export * from './components/PasswordInput';
export * from './components/NumberInput';
export * from './components/Select';
export * from './components/Checkbox';
