export { SessionGate, type SessionGateProps } from './SessionGate';
