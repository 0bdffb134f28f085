export { Sider, type SiderProps } from './Sider';
