export * from './roles';
export * from './permissions';
export * from './money';
export * from './fees';
export * from './balance';
export * from './dates';
export * from './messages';
export * from './validation';
