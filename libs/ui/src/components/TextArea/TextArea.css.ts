// TextArea shares its look with TextField; the shared styles live in ../Field/Field.css.ts.
export * from '../Field/Field.css';
