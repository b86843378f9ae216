import type { TaskFilter } from '../tools/tasks';

// The words by which a question says what it asks for (docs/assistant.md, 'Subject'): people,
// who manages, help, approvals, a task's status, and the actions the assistant cannot do.

/** Asking for the companies themselves. */
export const LIST_COMPANIES =
  /\b(quant\w*|quais|liste|listar|lista|mostre|mostrar|cadastradas|ativas|temos|existem|atendemos|acompanh\w*|mentoradas)\b/;

/** Asking about a company as a whole. */
export const PROFILE =
  /\b(como (esta|estao|anda|andam|vai|vao|ta|tao|foi)|me (fala|fale|conta|conte|diz|diga)|(quero|queria|gostaria de) saber (da|do|sobre)|fal[ae] (da|do|sobre)|resum\w*|sobre (a|o)|situacao|panorama|visao geral|overview|perfil|informac\w*|detalhes|dados|quem (e|eh) (a|o)|o que (e|eh) (a|o)|status|raio-?x|novidades)\b/;

export const WAITING =
  /\b(aguardando|esperando|pendentes? de aprovacao|para aprovar|pra aprovar|a aprovar|falta aprovar|aprovac\w*|pedidos? de (entrada|acesso|cadastro)|ped\w* (de |o |um )?(acesso|entrada|cadastro)|ped\w* (para|pra) entrar|querendo (pra |para )?entrar|solicitac\w*|cadastros? pendentes?|fila)\b/;

export const PEOPLE =
  /\b(usuari\w*|pessoas?|conselheir\w*|conselho|admins?|administrador\w*|equipe|membros|socios?|contatos?|e-?mails?|funcionari\w*|colaborador\w*|time|gente)\b/;

/** Who manages: the nouns, and 'quem' with any verb of running a business ('quem toca a X'). */
export const MANAGER =
  /\b(responsave(l|is)|dono|dona|donos|proprietari\w*|gestor\w*|gerente|diretor\w*|chefe|socio responsavel|a frente d\w*|quem (e|eh|sao) (o|a|os) (dono|dona|responsavel)|quem (cuida|gerencia|gere|administra|comanda|lidera|dirige|toca|coordena|manda|responde|conduz|tem a conta))\b/;

export const HELP =
  /\b(o que (voce )?(sabe|pode|consegue|faz)|quais perguntas|exemplos? de perguntas|tipos? de perguntas?|(voce|vc) (responde|entende|funciona)|(uso|usar|funciona) (esse|este|o) (chat|assistente|bot)|(esse|este) (chat|assistente|bot) (faz|sabe|responde)|(o que e|pra que serve) (esse|este|o) (chat|assistente|bot)|como (eu )?(te )?(pergunto|faco (uma )?pergunta)|como (te )?(usar|uso|funciona)|(pode|consegue|posso) me ajudar|me ajud\w*|ajuda|(da|posso|consigo|pode) (pra |para )?perguntar)\b/;

export const FIGURES_WORDS =
  /\b(dres?|relatorios?|financeiro|financas|numeros|desempenho|performance|balanco|resultado financeiro)\b/;

/** Task statuses clear enough to stand without the word 'tarefa'. */
export const TASK_STATUS =
  /\b(atrasad\w*|atrasos?|vencid\w*|conclu\w*|finalizad\w*|em andamento|fazendo|(pra|a|por|falta) fazer|(nao|nem) (\w+ )?(inici\w*|comec\w*)|pendencias?|pendentes?|parad[oa]s?|sendo feit[oa]s?|(ficou|ficaram) (pra|para) tras|(nao|nem) (\w+ ){0,2}(feit[oa]s?|termin\w*|finaliz\w*|entreg\w*)|ja (\w+ ){0,2}(feit[oa]s?|termin\w*|finaliz\w*|entreg\w*))\b/;

/**
 * An action the assistant cannot do: sending by a channel ('me manda um email com…'), or
 * creating, scheduling or deleting something ('cria uma tarefa', 'marca uma reunião'). Read as
 * a question, it would answer one that was not asked.
 */
export const ACTION =
  /\b(manda|mande|mandar|envia|envie|enviar|dispara|dispare)\b.*\b(e-?mails?|whatsapp|zap|sms|mensage\w*|msg)\b|^\s*(me\s+)?(cria|crie|criar|cadastra|cadastre|marca|marque|agenda|agende|apaga|apague|exclui|exclua|deleta|delete|adiciona|adicione|atribui|atribua)\s+(um|uma|o|a|os|as|nova)\b|^\s*(por favor,?\s+)?(marca|marque|muda|conclui|finaliza)\b.*\b(tarefas?|reuniao|reunioes|documentos?|status|como (feit|conclu|finaliz)\w*)\b/;

/** A task's status named, the first that fits: a negated finishing verb is still open. */
export const TASK_FILTERS: readonly [RegExp, TaskFilter][] = [
  [
    /\b(nao|nem|sem) (\w+ ){0,2}(conclu\w*|finaliz\w*|feit[ao]s?|termin\w*|entreg\w*|prontas?|fechad\w*)\b|\b(a|pra|para|por|falta\w*) (conclu|termin|entreg|finaliz|fech)(ir|ar)\b/,
    // 'ainda não foram concluídas', 'o que falta entregar': what is still open.
    'open',
  ],
  [
    /\b(atrasad\w*|atrasos?|vencid\w*|antigas?|estourad\w*|em atraso|(ficou|ficaram) (pra|para) tras)\b/,
    'overdue',
  ],
  [/\b(andamento|em progresso|fazendo|sendo feit[oa]s?|em execucao)\b/, 'in-progress'],
  // Done in any tense ('terminou', 'já entregou'): a finishing verb names the done tasks.
  [
    /\b(conclu\w*|finaliz\w*|feit[ao]s?|termin\w*|entreg\w*|prontas?|fechad\w*|encerrad\w*)\b/,
    'done',
  ],
  [/\b((nao|nem) (\w+ )?(inici\w*|comec\w*)|a fazer|parad[oa]s?|sem comecar)\b/, 'not-started'],
];
