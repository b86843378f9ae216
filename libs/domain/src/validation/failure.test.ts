import { describe, expect, it } from 'vitest';
import { failureMessage, isUserFacingFailure } from './failure';
import { validateTaskTitle } from './task-rules';

describe('failureMessage', () => {
  it('shows the text a plain failure object carries (the api-client ApiFailure)', () => {
    const apiFailure = {
      ok: false,
      reason: 'missing-session',
      status: null,
      message: 'Dados de autenticação ausentes',
      serverMessage: null,
    };
    expect(isUserFacingFailure(apiFailure)).toBe(true);
    expect(failureMessage(apiFailure, 'Falha')).toBe('Dados de autenticação ausentes');
  });

  it('falls back for thrown errors, empty messages and anything else', () => {
    for (const error of [
      new Error('API error: 500'),
      new TypeError('Failed to fetch'),
      { message: '  ' },
      { message: 42 },
      'texto solto',
      null,
      undefined,
    ]) {
      expect(failureMessage(error, 'Falha ao carregar informações da empresa')).toBe(
        'Falha ao carregar informações da empresa',
      );
    }
  });
});

describe('validateTaskTitle', () => {
  it('asks for a title when it is empty or blank, and accepts any other', () => {
    expect(validateTaskTitle('')).toBe('Por favor, insira um título para a tarefa');
    expect(validateTaskTitle('  \n ')).toBe('Por favor, insira um título para a tarefa');
    expect(validateTaskTitle(' Ligar ')).toBeUndefined();
  });
});
