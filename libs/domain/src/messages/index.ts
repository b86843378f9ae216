// Every user-visible text the portal and its server decide, one file per concern, each text
// defined once, so every layer shows the same words (docs/product.md, "Where things live").
// Screen copy (headings, labels, placeholders) stays in its screen.
export * from './common';
export * from './auth';
export * from './registration';
export * from './images';
export * from './profile';
export * from './tasks';
export * from './meetings';
export * from './company';
export * from './documents';
export * from './reports';
export * from './reminders';
export * from './indicators';
export * from './money';
export * from './admin';
export * from './admin-businesses';
export * from './admin-users';
export * from './admin-businesses-server';
export * from './admin-companies';
export * from './chat';
export * from './chat-tools';
export * from './api';
export * from './ingest';
export * from './backup';
export * from './notifications';
export * from './search';
export * from './two-factor';
export * from './data-export';
export * from './audit';
