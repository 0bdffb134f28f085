// The one barrel of @podoffice/ui. Add each component's folder here as it lands.
export * from './theme';
export type { WidgetRootProps } from './components/widgetRoot';
export * from './components/Button';
export * from './components/Spinner';
export * from './components/Pagination';
export * from './components/Popover';
export * from './components/Table';
export * from './components/StatusTabs';
export * from './components/FormField';
export * from './components/TextInput';
export * from './components/PasswordInput';
export * from './components/NumberInput';
export * from './components/MoneyInput';
export * from './components/OrderableList';
export * from './components/Select';
export * from './components/Checkbox';
export * from './components/ColumnChooser';
export * from './components/Switch';
export * from './components/IconButton';
export * from './components/DateRangePicker';
export * from './components/Badge';
export * from './components/Tag';
export * from './components/Alert';
export * from './components/Skeleton';
export * from './components/EmptyState';
export * from './components/Card';
export * from './components/StatCard';
export * from './components/TopProductTypesTable';
export * from './components/ShareList';
export * from './components/Tabs';
export * from './components/DropdownMenu';
export * from './components/RowActions';
export * from './components/Breadcrumbs';
export * from './layout/AppLayout';
export * from './layout/TopBar';
export * from './layout/SearchBox';
export * from './layout/TitleBar';
export * from './layout/SiteSelector';
export * from './layout/Sider';
export * from './layout/MobileMenu';
export * from './layout/Footer';
export * from './layout/NavLink';
export * from './layout/NavIcons';
export {
  findActiveItem,
  pathMatches,
  type MenuItem,
  type NavigationProps,
  type NavLinkRenderProps,
  type RenderLink,
} from './layout/navigation';
export * from './pages/NotFound';
export * from './pages/AccessDenied';
export * from './forms/DepositForm';
export * from './components/Modal';
export * from './components/Drawer';
export * from './components/ConfirmDialog';
export * from './components/FilterBar';
export * from './components/Toast';
export * from './components/JobProgress';
export * from './components/ReceiverEmailsModal';
export * from './components/Notification';
export * from './components/RadioGroup';
export * from './components/TextArea';
export * from './components/DatePicker';
export * from './components/FileUpload';
export * from './components/RichTextEditor';
export * from './components/VariantGrid';
export * from './components/OrderTable';
export * from './components/VariantPicker';
export * from './components/LoadState';
export * from './components/ChangeVariantModal';
export * from './components/MapExternalOrderModal';
export * from './components/MappingOrderFieldsModal';
export * from './components/FetchOrdersDrawer';
export * from './components/OrderCommentsDrawer';
export * from './components/OrderActivitiesDrawer';
export * from './components/OrderInfoDrawer';
export * from './components/UploadDesignsDrawer';
export * from './components/UploadDrawer';
export * from './components/ChangeQuantityModal';
export * from './components/UpdateCustomerInfoDrawer';
export * from './components/CustomerEditDrawer';
export * from './components/ChangeCarrierModal';
export * from './components/ImageCarouselModal';
export * from './components/TrackingFormModal';
export * from './components/TrackingLogsDrawer';
export * from './components/DtfMappingModal';
