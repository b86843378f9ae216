import { describe, expect, it } from 'vitest';
import { isProse, misplacedTexts, textLiterals } from './texts';

const message = 'Dados de autenticação ausentes';

describe('textLiterals', () => {
  it('finds the prose of strings, templates and JSX, not imports, CSS or keys', () => {
    const source = [
      "import { x } from 'Um Módulo Qualquer de Nome Longo';",
      `export const A = '${message}';`,
      'const t = `O texto deve ter no máximo ${max} caracteres`;',
      'const css = { border: `1px solid ${vars.color.border}` };',
      "const key = 'jwt_token';",
      'const el = <p>Não há reuniões registradas para esta empresa</p>;',
    ].join('\n');
    expect(textLiterals('libs/x/src/a.tsx', source).map((literal) => literal.text)).toEqual([
      message,
      'O texto deve ter no máximo ',
      'Não há reuniões registradas para esta empresa',
    ]);
  });

  it('tells prose from code', () => {
    expect(isProse('Erro ao fazer login. Verifique suas credenciais.')).toBe(true);
    expect(isProse('screen and (min-width: 640px)')).toBe(false);
    expect(isProse('Done')).toBe(false);
    expect(isProse('${name} not provided')).toBe(false);
  });
});

describe('misplacedTexts', () => {
  const at = (file: string, text = message) => ({ text, file, line: 1 });

  it('flags a catalogued text written out anywhere else, even in the same project', () => {
    const found = misplacedTexts([
      at('libs/domain/src/messages/common.ts'),
      at('libs/domain/src/session/session.machine.ts'),
    ]);
    expect([...found.keys()]).toEqual([message]);
  });

  it('flags a text written out in two projects', () => {
    const found = misplacedTexts([
      at('apps/server/src/services/errors.ts'),
      at('libs/api-client/src/messages.ts'),
    ]);
    expect(found.get(message)?.map((place) => place.file)).toEqual([
      'apps/server/src/services/errors.ts',
      'libs/api-client/src/messages.ts',
    ]);
  });

  it('lets screen copy repeat within one project, and a catalogued text stand alone', () => {
    const label = 'Adicione uma descrição para esta tarefa...';
    expect(
      misplacedTexts([
        at('libs/ui/src/components/TaskPanel/TaskPanel.tsx', label),
        at('libs/ui/src/components/NewTaskDialog/NewTaskDialog.tsx', label),
        at('libs/domain/src/messages/common.ts'),
      ]).size,
    ).toBe(0);
  });
});
