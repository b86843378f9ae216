// A company's or a person's data taken out of the portal as a zip (LGPD): the admin's export of a
// company from its detail, a person's own data from the profile modal. Our choice, every text:
// the buttons' outcomes, the refusals, the file names and what the README inside says.

/** The admin's export of a company could not be made or downloaded. */
export const COMPANY_DATA_EXPORT_FAILED =
  'Não foi possível exportar os dados da empresa. Por favor, tente novamente.';
/** A person's own data could not be made or downloaded. */
export const PERSONAL_DATA_EXPORT_FAILED =
  'Não foi possível baixar seus dados. Por favor, tente novamente.';
/** Either export, once the browser has the file. */
export const DATA_EXPORT_DONE = 'Download concluído: o arquivo está na sua pasta de downloads.';
/** A business account (a company's code) asking for "its own" data: it is no person. */
export const PERSONAL_DATA_PERSONS_ONLY =
  'Somente pessoas baixam os próprios dados. A conta da empresa não guarda dados pessoais.';

/** The slug of a person whose name has no letter or digit. */
export const PERSONAL_DATA_SLUG_FALLBACK = 'pessoa';
/** `<company-slug>-dados-AAAA-MM-DD.zip`, the day São Paulo's. */
export const companyDataFileName = (slug: string, day: string) => `${slug}-dados-${day}.zip`;
/** `meus-dados-<person-slug>-AAAA-MM-DD.zip`, the day São Paulo's. */
export const personalDataFileName = (slug: string, day: string) => `meus-dados-${slug}-${day}.zip`;

/** The one file of each zip that says what the others are. */
export const DATA_EXPORT_README = 'README.txt';

/** What each file of a company's export holds, by its name without extension. */
export const COMPANY_DATA_FILES = {
  empresa:
    'A empresa: nome, nicho, site, Instagram, meta de faturamento, base de conhecimento, ' +
    'perguntas do relatório mensal, quem a gerencia e quando foi criada.',
  pessoas:
    'As pessoas ligadas à empresa: nome, e-mail, telefone, função, situação do cadastro e desde ' +
    'quando estão ligadas a ela.',
  reunioes:
    'As reuniões: título, data, resumo, notas, quantas linhas tem a transcrição e em que ' +
    'arquivos ela está.',
  transcricoes:
    'A transcrição de cada reunião, linha a linha (posição, minuto, quem falou, texto), um par ' +
    'de arquivos JSON e CSV por reunião.',
  'reunioes-tarefas':
    'As tarefas que cada reunião citou, como a reunião as nomeou (título, descrição, ' +
    'responsável, prazo).',
  tarefas:
    'O quadro de tarefas: título, descrição, coluna, posição, responsável, prazo, quem criou, ' +
    'datas de criação, conclusão e alteração, e a reunião de origem.',
  documentos:
    'A biblioteca de documentos: pastas, links do Google Drive e arquivos enviados, com o ' +
    'caminho de cada arquivo dentro deste zip (coluna arquivo).',
  relatorios:
    'Os relatórios mensais (DRE): receitas, despesas, custos, lucro e margem calculados, versão, ' +
    'quem preencheu e quando.',
  'relatorios-versoes':
    'As versões anteriores de cada relatório mensal, guardadas quando o mês foi preenchido de ' +
    'novo: os valores de então, quem preencheu e quando, e quem substituiu e quando.',
  'relatorios-respostas':
    'As respostas às perguntas personalizadas de cada relatório mensal, de cada versão (a atual ' +
    'e as anteriores), na ordem das perguntas.',
  acessos:
    'O registro de acessos: quem da administração ou do conselho entrou na empresa pelo modo ' +
    'visualização, com que função e quando.',
} as const;

/** What each file of a person's own export holds, by its name without extension. */
export const PERSONAL_DATA_FILES = {
  perfil:
    'Seu perfil: nome, e-mail, telefone, função, situação do cadastro, base de conhecimento, ' +
    'notas da administração, quando e por quem a conta foi criada, e se a verificação em duas ' +
    'etapas está ativada.',
  empresas: 'As empresas às quais você está ligado(a), e desde quando.',
  tarefas:
    'As tarefas de que você é responsável ou que você criou, em qualquer empresa, com a sua ' +
    'relação com cada uma.',
  notificacoes: 'Suas notificações: o texto, o link, quando chegaram e quando foram lidas.',
  'eventos-de-seguranca':
    'Os eventos de segurança da sua conta: verificação em duas etapas ativada, desativada ou ' +
    'redefinida, códigos de recuperação usados e exportações de dados, com quem fez, quando e ' +
    'de que endereço.',
  'preferencias-de-email': 'Suas preferências de e-mail: lembretes de tarefas e resumo semanal.',
} as const;

/** A stored file of an export, beside the datasets. */
export const DATA_EXPORT_LOGO = 'O logotipo da empresa, como foi enviado.';
export const DATA_EXPORT_PICTURE = 'Sua foto de perfil, como foi enviada.';
export const DATA_EXPORT_DOCUMENT_FILES =
  'Os arquivos enviados à biblioteca de documentos, com seus bytes originais, nas mesmas pastas ' +
  'da biblioteca.';

/** The title line of a README. */
export const companyDataTitle = (company: string) => `Dados da empresa ${company}`;
export const personalDataTitle = (name: string) => `Dados pessoais de ${name}`;

/** A company export says why it exists; a person's says which right it answers. */
export const COMPANY_DATA_INTRO =
  'Cópia de todos os dados que o portal guarda sobre esta empresa, exportada por um ' +
  'administrador (LGPD, Lei 13.709/2018).';
export const PERSONAL_DATA_INTRO =
  'Cópia dos dados que o portal guarda sobre você, como garante o direito de acesso do titular ' +
  '(LGPD, Lei 13.709/2018, art. 18).';

/** How every dataset is written, for both exports. */
export const DATA_EXPORT_FORMAT_NOTES = [
  'Cada conjunto de dados vem em dois arquivos com as mesmas linhas: .json (uma lista de ' +
    'objetos, para programas) e .csv (para planilhas: UTF-8 com BOM, separado por vírgulas, ' +
    'primeira linha com os nomes das colunas).',
  'Datas e horas estão no horário de São Paulo, em ISO 8601 com o fuso ' +
    '(2026-10-16T14:00:00-03:00); dias como AAAA-MM-DD; valores em reais com ponto decimal ' +
    '(1234.56); a margem líquida é uma fração (0.125 = 12,5%).',
  "No .csv, um texto que começa com =, +, -, @ ou tabulação recebe um apóstrofo (') na frente, " +
    'para que a planilha não o execute como fórmula; o .json traz o texto exato.',
  'As listas retratam um único momento; as transcrições e os arquivos são lidos enquanto o zip ' +
    'é escrito. Um arquivo que deixou de existir nesse meio-tempo fica com a coluna arquivo vazia.',
  'Senhas, chaves e códigos de acesso não são exportados.',
] as const;

/** The heading of the notes above. */
export const DATA_EXPORT_NOTES_HEADING = 'Como ler os arquivos:';

/** The list of files' heading, and one entry of it. */
export const DATA_EXPORT_FILES_HEADING = 'Arquivos:';
export const dataExportFileLine = (path: string, description: string) =>
  `- ${path}: ${description}`;
/** A pair of files, JSON and CSV, of one dataset. */
export const dataExportPair = (name: string) => `${name}.json e ${name}.csv`;
/** Where the transcripts and the library's files are. */
export const dataExportFolder = (folder: string) => `${folder}/`;

/** The kinds of security_events as a person reads them in their own export. */
export const SECURITY_EVENT_LABELS = {
  'second-factor-enabled': 'Verificação em duas etapas ativada',
  'second-factor-disabled': 'Verificação em duas etapas desativada',
  'second-factor-reset': 'Verificação em duas etapas redefinida pela administração',
  'recovery-code-used': 'Código de recuperação usado',
  'company-data-exported': 'Dados de uma empresa exportados',
  'personal-data-exported': 'Dados pessoais baixados',
  'account-erasure-requested': 'Exclusão da conta pedida',
  'account-erasure-withdrawn': 'Pedido de exclusão da conta cancelado',
} as const;

/** A person's or a company's standing, as the export names it. */
export const ACCOUNT_STATUS_LABELS = {
  active: 'Aprovado',
  waiting: 'Aguardando aprovação',
} as const;

/** How a person is tied to a task of their export. */
export const TASK_RELATION_LABELS = {
  owner: 'Responsável',
  creator: 'Criou',
  both: 'Responsável e criou',
} as const;
