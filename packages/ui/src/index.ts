// The one barrel of @podoffice/ui. Add each component's folder here as it lands.
export * from './theme';
export * from './components/Button';
export * from './components/Spinner';
export * from './components/Pagination';
export * from './components/Table';
export * from './components/StatusTabs';
