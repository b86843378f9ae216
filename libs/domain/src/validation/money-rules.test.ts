import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { formatBRL } from '../format/format';
import {
  REVENUE_GOAL_INVALID,
  REVENUE_GOAL_NEGATIVE,
  REVENUE_GOAL_REQUIRED,
  REVENUE_GOAL_TOO_LARGE,
} from '../messages';
import { MAX_REVENUE_GOAL } from './limits';
import { amountText, parseBrlInput } from './money-rules';
import {
  revenueGoalOf,
  revenueGoalWireText,
  validateRevenueGoal,
  validateRevenueGoalText,
} from './revenue-goal-rules';

describe('parseBrlInput: money typed the Brazilian way', () => {
  it.each([
    ['1.300.000', 1_300_000],
    ['1.300.000,00', 1_300_000],
    ['1300000', 1_300_000],
    ['R$ 1.300.000,00', 1_300_000],
    ['1300000,5', 1_300_000.5],
  ])('reads %s as %d', (text, amount) => {
    expect(parseBrlInput(text)).toBe(amount);
  });

  it('reads what a person pastes: spaces around, no space after R$, a no-break space', () => {
    expect(parseBrlInput('  R$1.300.000,00 ')).toBe(1_300_000);
    expect(parseBrlInput('R$\u00a01.300.000,00')).toBe(1_300_000);
    expect(parseBrlInput('r$ 12,34')).toBe(12.34);
    expect(parseBrlInput(formatBRL(84_383.52))).toBe(84_383.52);
  });

  it('reads one dot and three digits as thousands, one or two digits as decimals', () => {
    expect(parseBrlInput('1.300')).toBe(1300);
    expect(parseBrlInput('1.30')).toBe(1.3);
    expect(parseBrlInput('1300000.5')).toBe(1_300_000.5);
    expect(parseBrlInput('1.234,5')).toBe(1234.5);
    expect(parseBrlInput('0,5')).toBe(0.5);
    expect(parseBrlInput(',5')).toBe(0.5);
    expect(parseBrlInput('0')).toBe(0);
  });

  it('reads a decimal mark with nothing after it as a whole amount (typing stopped there)', () => {
    expect(parseBrlInput('12,')).toBe(12);
    expect(parseBrlInput('1300000.')).toBe(1_300_000);
    expect(parseBrlInput('1.300.000,')).toBe(1_300_000);
  });

  it('reads a minus as a negative amount, for the rules to refuse with their own words', () => {
    expect(parseBrlInput('-5')).toBe(-5);
    expect(parseBrlInput('-1.300.000,00')).toBe(-1_300_000);
    expect(parseBrlInput('R$ -1.300,50')).toBe(-1300.5);
    expect(parseBrlInput('-R$ 10')).toBe(-10);
    expect(parseBrlInput('-0')).toBe(0);
  });

  it.each([
    '',
    '   ',
    'R$',
    ',',
    '-',
    'abc',
    'doze mil',
    '1,300,000',
    '1,2,3',
    '1.30.0',
    '13.00.000',
    '0.125',
    '1234,567',
    '1234.567',
    '1e5',
    'NaN',
    'Infinity',
    '--5',
    '+5',
    '5-',
    '1.300.000.50',
    '9'.repeat(400),
  ])('refuses %j', (junk) => {
    expect(parseBrlInput(junk)).toBeNull();
  });

  it('reads huge amounts as they are: the rules, not the reading, refuse them', () => {
    expect(parseBrlInput('1.000.000.000.000,00')).toBe(1e12);
    expect(parseBrlInput('99999999999999999999')).toBe(1e20);
  });

  test.prop([fc.integer({ min: 0, max: 99_999_999_999_999 })])(
    'reads back what formatBRL writes and what a form sends, to the cent',
    (cents) => {
      const amount = cents / 100;
      expect(parseBrlInput(formatBRL(amount))).toBe(amount);
      expect(parseBrlInput(amountText(amount))).toBe(amount);
    },
  );
});

describe('the revenue goal', () => {
  it('is refused below zero and past the limit, with words for each', () => {
    expect(validateRevenueGoal(0)).toBeUndefined();
    expect(validateRevenueGoal(MAX_REVENUE_GOAL)).toBeUndefined();
    expect(validateRevenueGoal(-0.01)).toBe(REVENUE_GOAL_NEGATIVE);
    expect(validateRevenueGoal(1e12)).toBe(REVENUE_GOAL_TOO_LARGE);
    expect(validateRevenueGoal(Number.NaN)).toBe(REVENUE_GOAL_INVALID);
    expect(validateRevenueGoal(Number.POSITIVE_INFINITY)).toBe(REVENUE_GOAL_INVALID);
  });

  it('as typed: blank is required or none, junk invalid, zero refused only where positive', () => {
    const optional = { required: false };
    const registration = { required: true, positive: true };
    expect(validateRevenueGoalText(' ', optional)).toBeUndefined();
    expect(validateRevenueGoalText('', registration)).toBe(REVENUE_GOAL_REQUIRED);
    expect(validateRevenueGoalText('muito', optional)).toBe(REVENUE_GOAL_INVALID);
    expect(validateRevenueGoalText('-1.300', optional)).toBe(REVENUE_GOAL_NEGATIVE);
    expect(validateRevenueGoalText('1.000.000.000.000', optional)).toBe(REVENUE_GOAL_TOO_LARGE);
    expect(validateRevenueGoalText('0', optional)).toBeUndefined();
    expect(validateRevenueGoalText('0', registration)).toBe(REVENUE_GOAL_INVALID);
    expect(validateRevenueGoalText('1.300.000', registration)).toBeUndefined();
  });

  it('goes on the wire as its number in plain digits, 0 when blank, junk as typed', () => {
    expect(revenueGoalWireText('1.300.000')).toBe('1300000');
    expect(revenueGoalWireText('R$ 1.300.000,00')).toBe('1300000');
    expect(revenueGoalWireText('1300000,5')).toBe('1300000.5');
    expect(revenueGoalWireText(' ')).toBe('0');
    expect(revenueGoalWireText(' muito ')).toBe('muito');
    expect(revenueGoalOf('')).toBe(0);
    expect(revenueGoalOf('1.300.000,00')).toBe(1_300_000);
    expect(revenueGoalOf('x')).toBeNull();
  });
});
