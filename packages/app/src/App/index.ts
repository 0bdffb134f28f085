export { App, type AppProps } from './App';
