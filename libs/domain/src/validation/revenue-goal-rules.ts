import {
  REVENUE_GOAL_INVALID,
  REVENUE_GOAL_NEGATIVE,
  REVENUE_GOAL_REQUIRED,
  REVENUE_GOAL_TOO_LARGE,
} from '../messages';
import { MAX_REVENUE_GOAL } from './limits';
import { amountText, parseBrlInput } from './money-rules';

// The company's annual revenue goal (meta_faturamento), as the company page, the admin's company
// forms, registration and the server check it: read by parseBrlInput, from 0 up to
// MAX_REVENUE_GOAL (just under R$ 1 trilhão).

/** A goal as a number: the message, or undefined. Zero is a goal of none. */
export function validateRevenueGoal(value: number): string | undefined {
  if (!Number.isFinite(value)) return REVENUE_GOAL_INVALID;
  if (value < 0) return REVENUE_GOAL_NEGATIVE;
  if (value > MAX_REVENUE_GOAL) return REVENUE_GOAL_TOO_LARGE;
  return undefined;
}

export type RevenueGoalTextRule = {
  /** Blank is refused ('A meta de receita é obrigatória'); otherwise blank is no goal (0). */
  readonly required: boolean;
  /** Zero is refused as invalid (registration: docs/product.md wants a number > 0). */
  readonly positive?: boolean;
};

/** A goal as typed ('1.300.000', 'R$ 1.300.000,00', '1300000,5'): the message, or undefined. */
export function validateRevenueGoalText(
  text: string,
  { required, positive = false }: RevenueGoalTextRule,
): string | undefined {
  if (text.trim() === '') return required ? REVENUE_GOAL_REQUIRED : undefined;
  const value = parseBrlInput(text);
  if (value === null) return REVENUE_GOAL_INVALID;
  const error = validateRevenueGoal(value);
  if (error) return error;
  return positive && value === 0 ? REVENUE_GOAL_INVALID : undefined;
}

/** The goal typed, as its number; blank is 0 (no goal); null when it cannot be read. */
export function revenueGoalOf(text: string): number | null {
  return text.trim() === '' ? 0 : parseBrlInput(text);
}

/**
 * The goal as the company page and the admin forms send it (docs/product.md, Limits: text, '0' when blank): its
 * number in plain digits ('1300000.5'). Text that cannot be read goes as typed, for the server
 * to refuse with its message.
 */
export function revenueGoalWireText(text: string): string {
  const value = revenueGoalOf(text);
  return value === null ? text.trim() : amountText(value);
}
