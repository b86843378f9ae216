export type Logger = {
  info: (message: string) => void;
  warn: (message: string) => void;
  error: (message: string, error?: unknown) => void;
};

export const consoleLogger: Logger = {
  info: (m) => console.log(m),
  warn: (m) => console.warn(m),
  error: (m, e) => console.error(m, e instanceof Error ? (e.stack ?? e.message) : (e ?? '')),
};

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
