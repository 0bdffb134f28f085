export { ApiKeyPanel, type ApiKeyPanelProps } from './ApiKeyPanel';
