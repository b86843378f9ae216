// How one environment variable's text is read (trimmed, '' as unset, booleans, durations,
// counts, URLs), shared by every variable of config.ts.
import { z } from 'zod';

export const optionalText = z
  .string()
  .transform((v) => v.trim())
  .optional()
  .transform((v) => (v ? v : undefined));

export const boolText = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['1', '0', 'true', 'false', 'yes', 'no', ''].includes(v), {
    message: 'use true ou false',
  })
  .transform((v) => (v === '' ? undefined : ['1', 'true', 'yes'].includes(v)))
  .optional();

export const durationText = z
  .string()
  .trim()
  .regex(/^\d+\s*[smhd]?$/, { message: 'use segundos (43200) ou 30m, 12h, 7d' })
  .transform((v) => {
    const n = Number.parseInt(v, 10);
    const unit = v.replace(/[\d\s]/g, '') || 's';
    const factor = { s: 1, m: 60, h: 3600, d: 86400 }[unit as 's' | 'm' | 'h' | 'd'];
    return n * factor;
  })
  .refine((v) => v >= 60, { message: 'deve ser de pelo menos 60 segundos' });

/** Unset, or a whole number from 1 up (milliseconds, bytes). */
export const countText = optionalText.refine((v) => v === undefined || /^[1-9]\d{0,9}$/.test(v), {
  message: 'deve ser um número inteiro positivo',
});

/** Unset, or a whole http(s) URL without credentials (they would end up in logs). */
export const isPlainHttpUrl = (v: string | undefined): boolean => {
  if (v === undefined) return true;
  try {
    const url = new URL(v);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '';
  } catch {
    return false;
  }
};
