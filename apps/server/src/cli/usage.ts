/** The last line of every command's usage: which database the command writes to. */
export const DATABASE_USAGE_LINE =
  'O banco usado é o do servidor: DATABASE_URL, ou o PGlite em DATA_DIR (padrão ./data).';
