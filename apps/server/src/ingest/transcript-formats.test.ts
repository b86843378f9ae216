import { describe, expect, it } from 'vitest';
import {
  cueText,
  DEFAULT_SPEAKER,
  detectTranscriptFormat,
  minutesFrom,
  parseJsonTranscript,
  parseSrt,
  parseTranscriptFile,
  parseVtt,
  TranscriptError,
} from './transcript-formats';

const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(TranscriptError);
    return (error as Error).message;
  }
  throw new Error('expected a TranscriptError');
};

const VTT = `WEBVTT - Reunião de acompanhamento
Kind: captions

NOTE gravado pelo Meet
em duas linhas

STYLE
::cue { color: yellow }

1
00:00:01.000 --> 00:00:04.500 align:start
<v Ana Souza>Bom dia a todos,
vamos começar.</v>

00:01:30.500 --> 00:01:35.000
Carlos Lima: O faturamento subiu 12%.

intro-2
01:02:03.004 --> 01:02:09.000
<v.loud Beatriz>Perfeito &amp; obrigado!

00:10.000 --> 00:12.000
Sem nome aqui, https://exemplo.com.br
`;

describe('WebVTT', () => {
  it('reads voice tags, Name: prefixes, cue ids, multi-line text and skips NOTE/STYLE', () => {
    expect(parseVtt(VTT)).toEqual([
      { speaker: 'Ana Souza', text: 'Bom dia a todos, vamos começar.', minutes: 0.02 },
      { speaker: 'Carlos Lima', text: 'O faturamento subiu 12%.', minutes: 1.51 },
      { speaker: 'Beatriz', text: 'Perfeito & obrigado!', minutes: 62.05 },
      { speaker: DEFAULT_SPEAKER, text: 'Sem nome aqui, https://exemplo.com.br', minutes: 0.17 },
    ]);
  });

  it('accepts CRLF line ends and a byte-order mark', () => {
    const crlf = '\uFEFFWEBVTT\r\n\r\n00:00:30.000 --> 00:00:31.000\r\nAna: Olá\r\n';
    expect(parseVtt(crlf)).toEqual([{ speaker: 'Ana', text: 'Olá', minutes: 0.5 }]);
  });

  it('refuses a file without the WEBVTT header', () => {
    expect(refusal(() => parseVtt('00:00:01.000 --> 00:00:02.000\nOi'))).toBe(
      'Arquivo WebVTT inválido: a linha 1 deve começar com WEBVTT',
    );
  });

  it('names the line of a malformed timestamp', () => {
    const bad =
      'WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.000\nOi\n\n2\n00:00:1,000 --> 00:00:02.000\nx\n';
    expect(refusal(() => parseVtt(bad))).toMatch(
      /^Linha 8: marcação de tempo inválida "00:00:1,000 --> 00:00:02.000"/,
    );
    expect(refusal(() => parseVtt('WEBVTT\n\n00:00:01.000 --> agora\nOi'))).toMatch(/^Linha 3:/);
    expect(refusal(() => parseVtt('WEBVTT\n\n00:61:01.000 --> 00:62:00.000\nOi'))).toMatch(
      /^Linha 3:/,
    );
  });

  it('names the line of a block without a timing', () => {
    expect(refusal(() => parseVtt('WEBVTT\n\nsó texto\nmais texto\n'))).toMatch(
      /^Linha 4: trecho sem marcação de tempo/,
    );
  });

  it('refuses a file with no cues', () => {
    expect(refusal(() => parseTranscriptFile('WEBVTT\n\nNOTE nada aqui\n'))).toBe(
      'A transcrição não contém nenhuma fala com marcação de tempo',
    );
  });
});

const SRT = `1
00:00:02,000 --> 00:00:05,000
<i>Ana Souza:</i> Vamos revisar o DRE.

2
00:02:15,250 --> 00:02:20,000
{\\an8}Carlos: Certo,
podemos cortar custos.

3
01:00:00,000 --> 01:00:03,000
Sem orador definido
`;

describe('SRT', () => {
  it('reads index, timing, multi-line text and speakers', () => {
    expect(parseSrt(SRT)).toEqual([
      { speaker: 'Ana Souza', text: 'Vamos revisar o DRE.', minutes: 0.03 },
      { speaker: 'Carlos', text: 'Certo, podemos cortar custos.', minutes: 2.25 },
      { speaker: DEFAULT_SPEAKER, text: 'Sem orador definido', minutes: 60 },
    ]);
  });

  it('names the line of a malformed timestamp', () => {
    const bad = '1\n00:00:02,000 --> 00:00:05,000\nOi\n\n2\n0:0:7 --> 00:00:09,000\nx\n';
    expect(refusal(() => parseSrt(bad))).toMatch(/^Linha 6: marcação de tempo inválida "0:0:7/);
  });

  it('names the line of a block that is neither index nor timing', () => {
    expect(refusal(() => parseSrt('1\n00:00:02,000 --> 00:00:05,000\nOi\n\nolá mundo\n'))).toBe(
      'Linha 5: esperado o número do trecho ou a marcação de tempo, encontrado "olá mundo"',
    );
    expect(refusal(() => parseSrt('1\nOi\n'))).toMatch(/^Linha 2: trecho sem marcação de tempo/);
  });
});

describe('JSON', () => {
  it('reads a list of {speaker, text, minutes}, rounding minutes and naming missing speakers', () => {
    const json = JSON.stringify([
      { speaker: 'Ana', text: 'Abertura', minutes: 0 },
      { speaker: '', text: ' Sem nome ', minutes: 1.239 },
      { text: 'Também sem nome', minutes: 2 },
    ]);
    expect(parseJsonTranscript(json)).toEqual([
      { speaker: 'Ana', text: 'Abertura', minutes: 0 },
      { speaker: DEFAULT_SPEAKER, text: 'Sem nome', minutes: 1.24 },
      { speaker: DEFAULT_SPEAKER, text: 'Também sem nome', minutes: 2 },
    ]);
  });

  it('refuses JSON that does not parse, naming the line', () => {
    expect(refusal(() => parseJsonTranscript('[\n{"speaker": "Ana",\n"text": }\n]'))).toBe(
      'A transcrição em JSON é inválida (linha 3)',
    );
    expect(refusal(() => parseJsonTranscript('[1,2,\n3,\n4 x]'))).toBe(
      'A transcrição em JSON é inválida (linha 3)',
    );
    expect(refusal(() => parseJsonTranscript('[\n{"speaker": "Ana",'))).toBe(
      'A transcrição em JSON é inválida (linha 2)',
    );
  });

  it.each([
    ['{"speaker": "Ana"}', 'A transcrição em JSON deve ser uma lista de falas'],
    ['[1]', 'Fala 1 da transcrição em JSON: deve ser um objeto'],
    ['[{"speaker": "A", "text": "x", "minutes": 0}, {"speaker": "B", "minutes": 1}]', 'Fala 2'],
    ['[{"speaker": "A", "text": "x", "minutes": "3"}]', '"minutes" deve ser um número'],
    ['[{"speaker": "A", "text": "x", "minutes": -1}]', '"minutes" deve ser um número'],
    ['[{"speaker": 7, "text": "x", "minutes": 1}]', '"speaker" deve ser um texto'],
    [
      '[{"speaker": "A", "text": "x", "minutes": 0}, {"speaker": "B\\u0000", "text": "y", "minutes": 1}]',
      'Fala 2 da transcrição em JSON: contém um caractere inválido (NUL)',
    ],
    [
      '[{"speaker": "A", "text": "O\\u0000i", "minutes": 0}]',
      'Fala 1 da transcrição em JSON: contém um caractere inválido (NUL)',
    ],
  ])('refuses %s', (json, message) => {
    expect(refusal(() => parseJsonTranscript(json))).toContain(message);
  });

  it('refuses an empty list as a file with no cues', () => {
    expect(refusal(() => parseTranscriptFile('[]'))).toBe(
      'A transcrição não contém nenhuma fala com marcação de tempo',
    );
  });
});

describe('every format', () => {
  it('detects the format from the content', () => {
    expect(detectTranscriptFormat(VTT)).toBe('vtt');
    expect(detectTranscriptFormat(SRT)).toBe('srt');
    expect(detectTranscriptFormat('  [{"speaker":"a"}]')).toBe('json');
    expect(detectTranscriptFormat('ata da reunião')).toBeNull();
    // A malformed first timing still reads as SRT, so the error names its line.
    expect(detectTranscriptFormat('1\n00:00:01 --> 00:00:02,000\nOi')).toBe('srt');
    expect(parseTranscriptFile(SRT)).toHaveLength(3);
    expect(parseTranscriptFile(VTT, 'vtt')).toHaveLength(4);
  });

  it('refuses a file whose format cannot be recognised', () => {
    expect(refusal(() => parseTranscriptFile('ata da reunião\nAna: oi'))).toMatch(
      /^Formato da transcrição não reconhecido/,
    );
  });

  it('refuses an empty or blank transcript', () => {
    expect(refusal(() => parseTranscriptFile(''))).toBe('A transcrição está vazia');
    expect(refusal(() => parseTranscriptFile(' \n\r\n\t'))).toBe('A transcrição está vazia');
  });

  it('refuses NUL characters, naming their line', () => {
    expect(refusal(() => parseTranscriptFile('WEBVTT\n\n00:01.000 --> 00:02.000\nO\0i'))).toBe(
      'A transcrição contém um caractere inválido (NUL) na linha 4',
    );
  });

  it('refuses more than 2 MB (counted in UTF-8 bytes)', () => {
    const cue = (i: number) => `00:00:01.000 --> 00:00:02.000\nAna: ${'ç'.repeat(50)} ${i}\n\n`;
    const big = `WEBVTT\n\n${Array.from({ length: 17_000 }, (_, i) => cue(i)).join('')}`;
    expect(big.length).toBeLessThan(2 * 1024 * 1024);
    expect(refusal(() => parseTranscriptFile(big))).toBe(
      'O arquivo de transcrição excede o limite de 2 MB',
    );
  });

  it('refuses more than 20,000 entries', () => {
    const many = `WEBVTT\n\n${'00:01.000 --> 00:02.000\nx\n\n'.repeat(20_001)}`;
    expect(refusal(() => parseTranscriptFile(many))).toBe('A transcrição tem mais de 20.000 falas');
    const json = JSON.stringify(
      Array.from({ length: 20_001 }, () => ({ speaker: 'a', text: 'b', minutes: 0 })),
    );
    expect(refusal(() => parseTranscriptFile(json))).toBe('A transcrição tem mais de 20.000 falas');
    // Exactly the limit is fine.
    expect(
      parseTranscriptFile(`WEBVTT\n\n${'00:01.000 --> 00:02.000\nx\n\n'.repeat(20_000)}`),
    ).toHaveLength(20_000);
  });

  it('rounds minutes to hundredths of the cue start', () => {
    expect(minutesFrom(0)).toBe(0);
    expect(minutesFrom(90_500)).toBe(1.51);
    expect(minutesFrom(3_600_000)).toBe(60);
  });

  it('takes the speaker from a voice tag before a Name: prefix', () => {
    expect(cueText(['<v Ana>Nota: isto fica no texto'])).toEqual({
      speaker: 'Ana',
      text: 'Nota: isto fica no texto',
    });
    expect(cueText(['14:00 começamos'])).toEqual({
      speaker: DEFAULT_SPEAKER,
      text: '14:00 começamos',
    });
    expect(cueText(['<b></b>'])).toBeNull();
  });
});
