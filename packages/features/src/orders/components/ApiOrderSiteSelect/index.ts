export { ApiOrderSiteSelect, type ApiOrderSiteSelectProps } from './ApiOrderSiteSelect';
