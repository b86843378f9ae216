// `npm run backup` and `npm run restore`: copies of the embedded DATA_DIR (PGlite and files).
// docs/product.md is silent on these; they are ours, in clear pt-BR, each saying what to do next.

/** What a backup holds, as the commands print it. */
export type BackupCounts = {
  users: number;
  businesses: number;
  meetings: number;
  tasks: number;
  documents: number;
  files: number;
};

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

/** "3 usuários, 1 empresa, ..." */
export const describeBackupCounts = (c: BackupCounts): string =>
  [
    plural(c.users, 'usuário', 'usuários'),
    plural(c.businesses, 'empresa', 'empresas'),
    plural(c.meetings, 'reunião', 'reuniões'),
    plural(c.tasks, 'tarefa', 'tarefas'),
    plural(c.documents, 'documento', 'documentos'),
    plural(c.files, 'arquivo', 'arquivos'),
  ].join(', ');

/** Why an archive is not a backup this portal can restore (completes BACKUP_MESSAGES.invalid). */
export const BACKUP_INVALID_REASONS = {
  unreadable: 'o arquivo está corrompido ou não é um .tar.gz',
  noManifest: 'falta o manifest.json de um backup do portal',
  badManifest: 'o manifest.json não é o de um backup do portal',
  noDatabase: 'falta a cópia do banco (database.tar)',
  badDatabase: 'a cópia do banco não abre',
  unexpectedEntry: (name: string) => `contém um item inesperado: ${name}`,
  countsDiffer: (expected: BackupCounts, found: BackupCounts) =>
    `o manifest indica ${describeBackupCounts(expected)}, mas a cópia tem ${describeBackupCounts(found)}`,
} as const;

export const BACKUP_MESSAGES = {
  postgres: (command: 'backup' | 'restore', bucket?: string) =>
    `npm run ${command} cuida só do banco embutido (PGlite em DATA_DIR). Com DATABASE_URL (PostgreSQL), ` +
    `use ${command === 'backup' ? 'pg_dump' : 'pg_restore'} no banco` +
    (bucket
      ? `; os arquivos ficam no bucket ${bucket} (use o versionamento do bucket).`
      : ' e copie a pasta de arquivos (DATA_DIR/files) junto.'),
  /** With STORAGE_URL: what the archive leaves out, said after every backup. */
  filesInBucket: (bucket: string) =>
    `Os arquivos enviados (documentos, logos, fotos) não entram neste backup: ficam no bucket ${bucket} (STORAGE_URL). ` +
    'Ative o versionamento do bucket para poder recuperar um arquivo apagado ou substituído.',
  /** With STORAGE_URL: what a restore leaves as it is. */
  bucketUntouched: (bucket: string) =>
    `Os arquivos do bucket ${bucket} não foram alterados; um arquivo apagado depois do backup volta pelo versionamento do bucket.`,
  noDatabase: (dataDir: string) =>
    `Não há banco em "${dataDir}" para copiar (falta ${dataDir}/pgdata). Confira DATA_DIR.`,
  outExists: (path: string) =>
    `O arquivo ${path} já existe: escolha outro nome com --out <arquivo>.`,
  serverBusy: (dataDir: string, pid: number) =>
    `Um servidor${pid > 0 ? ` (processo ${pid})` : ''} está usando "${dataDir}" mas não atendeu o pedido de backup (admin.sock). ` +
    'Se ele acabou de iniciar, tente de novo em instantes.',
  serverFailed: (reason: string) => `O servidor não conseguiu fazer o backup: ${reason}`,
  written: (path: string, counts: BackupCounts) =>
    `Backup gravado em ${path}: ${describeBackupCounts(counts)}.\n` +
    `Para restaurar (com o servidor parado): npm run restore -- ${path}`,
  failed: (reason: string) => `Não foi possível fazer o backup: ${reason}`,
  archiveMissing: (path: string) => `Arquivo de backup não encontrado: ${path}`,
  invalid: (path: string, reason: string) =>
    `${path} não é um backup do portal que possa ser restaurado: ${reason}. Nada foi alterado.`,
  newerVersion: (path: string) =>
    `${path} foi feito por uma versão mais nova do portal (o banco tem migrações que esta versão não conhece). ` +
    'Atualize o portal antes de restaurar. Nada foi alterado.',
  serverRunning: (dataDir: string, pid: number) =>
    `Um servidor${pid > 0 ? ` (processo ${pid})` : ''} está rodando com a pasta de dados "${dataDir}". ` +
    'Pare-o antes de restaurar (o backup, ao contrário, pode ser feito com ele no ar). Nada foi alterado.',
  restored: (dataDir: string, createdAt: string, counts: BackupCounts) =>
    `Backup de ${createdAt} restaurado em ${dataDir}: ${describeBackupCounts(counts)}.\n` +
    'Inicie o servidor (npm start) para usá-lo.',
  keptAside: (folder: string) =>
    `Os dados que estavam lá foram guardados em ${folder} (apague a pasta quando não precisar mais dela).`,
  restoreFailed: (reason: string) => `Não foi possível restaurar o backup: ${reason}`,
} as const;
