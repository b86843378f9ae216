// TextField and PasswordField share their look with TextArea; see ../Field/Field.css.ts.
export * from '../Field/Field.css';
