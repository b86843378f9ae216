export * from './storage';
export { createLocalStorage } from './local';
