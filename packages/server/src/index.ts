export {
  startServer,
  GRAPHQL_PATH,
  DEV_OUTBOX_PATH,
  type StartServerOptions,
  type RunningServer,
} from './server';
export { ConfigError, configFromEnv, type ServerConfig } from './config';
export {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  demoAccountLines,
  type DemoAccount,
} from './seed/demoAccounts';
