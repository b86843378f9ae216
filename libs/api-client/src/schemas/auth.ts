import {
  BUSINESS_CHOICE_REQUIRED,
  BUSINESS_NAME_REQUIRED,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  INSTAGRAM_MUST_START_WITH_AT,
  INSTAGRAM_REQUIRED,
  isValidEmail,
  KNOWLEDGE_BASE_MIN_LENGTH,
  KNOWLEDGE_BASE_REQUIRED,
  KNOWLEDGE_BASE_TOO_SHORT,
  LOGIN_KEY_REQUIRED,
  LOGIN_PASSWORD_REQUIRED,
  NAME_REQUIRED,
  NICHE_REQUIRED,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_SHORT,
  PHONE_REQUIRED,
  REVENUE_GOAL_INVALID,
  REVENUE_GOAL_REQUIRED,
  TEAM_EMAILS_MAX,
  TEAM_EMAILS_REQUIRED,
  TEAM_EMAILS_TOO_MANY,
  teamEmailInvalid,
  validateRevenueGoal,
  WEBSITE_INVALID,
  WEBSITE_REQUIRED,
  MAX_LENGTH,
} from '@portal/domain';
import { z } from 'zod';
import {
  authTypeSchema,
  capped,
  emailSchema,
  idSchema,
  jwtSchema,
  sessionFields,
  sessionRoleSchema,
  successReplySchema,
  text,
  websiteSchema,
} from './common';

export const loginBodySchema = z.object({
  authType: authTypeSchema,
  key: capped(MAX_LENGTH.email).trim().min(1, LOGIN_KEY_REQUIRED),
  password: capped(MAX_LENGTH.password).min(1, LOGIN_PASSWORD_REQUIRED),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const sessionUserSchema = z.object({
  id: idSchema,
  name: text(),
  email: text(),
  role: sessionRoleSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionBusinessSchema = z.object({ id: idSchema, name: text() });
export type SessionBusiness = z.infer<typeof sessionBusinessSchema>;

export const loginSessionReplySchema = z.object({
  status: z.literal('success'),
  jwt_token: jwtSchema,
  auth_type: authTypeSchema,
  business: sessionBusinessSchema.nullable(),
  user: sessionUserSchema,
});
export type LoginSessionReply = z.infer<typeof loginSessionReplySchema>;

/**
 * The password was right and a second step follows: 'code' asks for the authenticator's code (or
 * a recovery code) at /login/second-factor, 'setup' for setting it up first, where the person's
 * role requires it (/login/second-factor/setup). `token` is good for that step only, for
 * `expires_in` seconds; it is no session.
 */
export const loginSecondStepReplySchema = z.object({
  status: z.literal('second_factor'),
  step: z.enum(['code', 'setup']),
  token: jwtSchema,
  expires_in: z.number().int().positive(),
});
export type LoginSecondStepReply = z.infer<typeof loginSecondStepReplySchema>;

export const loginReplySchema = z.discriminatedUnion('status', [
  loginSessionReplySchema,
  loginSecondStepReplySchema,
]);
export type LoginReply = z.infer<typeof loginReplySchema>;

/**
 * validate-token asks whether a token is good, so any text gets that answer: one no server could
 * have issued (empty, longer than MAX_LENGTH.jwt, with a NUL) is read as no token and answered
 * `{ valid: false }` rather than a 400 about its form. Still bounded: such a text is never
 * verified (the body limit caps what is read at all).
 */
const tokenToCheckSchema = z
  .string()
  .transform((token) => (token.length > MAX_LENGTH.jwt || token.includes('\0') ? '' : token));

export const validateTokenBodySchema = z.object({
  authType: authTypeSchema,
  jwt: tokenToCheckSchema,
});
export type ValidateTokenBody = z.infer<typeof validateTokenBodySchema>;

export const validateTokenReplySchema = z.discriminatedUnion('valid', [
  z.object({
    valid: z.literal(true),
    user: sessionUserSchema,
    business: sessionBusinessSchema.nullable(),
  }),
  z.object({ valid: z.literal(false) }),
]);
export type ValidateTokenReply = z.infer<typeof validateTokenReplySchema>;

export const logoutBodySchema = z.object(sessionFields);
export type LogoutBody = z.infer<typeof logoutBodySchema>;

export const registerUserSchema = z.object({
  name: capped(MAX_LENGTH.name).trim().min(1, NAME_REQUIRED),
  email: emailSchema(EMAIL_INVALID, EMAIL_REQUIRED),
  phone: capped(MAX_LENGTH.phone).trim().min(1, PHONE_REQUIRED),
  password: capped(MAX_LENGTH.password)
    .min(1, PASSWORD_REQUIRED)
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT),
});

export const registerExistingBusinessSchema = z.object({ id: idSchema }).strict();

/** The domain's rules (validateNewBusiness) as a schema: same checks, same docs/product.md messages. */
export const registerNewBusinessSchema = z
  .object({
    name: capped(MAX_LENGTH.name).trim().min(1, BUSINESS_NAME_REQUIRED),
    website: websiteSchema(WEBSITE_REQUIRED, WEBSITE_INVALID),
    niche: capped(MAX_LENGTH.short).trim().min(1, NICHE_REQUIRED),
    knowledge_base: capped(MAX_LENGTH.longText)
      .trim()
      .min(1, KNOWLEDGE_BASE_REQUIRED)
      .min(KNOWLEDGE_BASE_MIN_LENGTH, KNOWLEDGE_BASE_TOO_SHORT),
    // A number on the wire (the form reads what was typed with the domain's money rules);
    // docs/product.md wants it above zero; below zero and from R$ 1 trilhão on have words of their own.
    revenue_goal: z
      .number({ required_error: REVENUE_GOAL_REQUIRED, invalid_type_error: REVENUE_GOAL_INVALID })
      .superRefine((goal, ctx) => {
        const error = validateRevenueGoal(goal) ?? (goal > 0 ? undefined : REVENUE_GOAL_INVALID);
        if (error) ctx.addIssue({ code: z.ZodIssueCode.custom, message: error });
      }),
    instagram: capped(MAX_LENGTH.short)
      .trim()
      .min(1, INSTAGRAM_REQUIRED)
      .startsWith('@', INSTAGRAM_MUST_START_WITH_AT),
    teamEmails: z
      .array(capped(MAX_LENGTH.email))
      .min(1, TEAM_EMAILS_REQUIRED)
      .max(TEAM_EMAILS_MAX, TEAM_EMAILS_TOO_MANY)
      .superRefine((emails, ctx) => {
        emails.forEach((email, index) => {
          if (!isValidEmail(email)) {
            ctx.addIssue({
              code: z.ZodIssueCode.custom,
              path: [index],
              message: teamEmailInvalid(email),
            });
          }
        });
      }),
  })
  .strict();

export const registerBodySchema = z.object({
  user: registerUserSchema,
  // Strict members: `{ id }` must not swallow a new-business object and vice versa.
  business: z.union([registerExistingBusinessSchema, registerNewBusinessSchema], {
    errorMap: () => ({ message: BUSINESS_CHOICE_REQUIRED }),
  }),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const registerReplySchema = successReplySchema;
export type RegisterReply = z.infer<typeof registerReplySchema>;

/**
 * A company a newcomer may join: its name, and its id because registration step 2 sends
 * the chosen business as `{ id }`.
 */
export const businessNameSchema = z.object({ id: idSchema, name: text() });
export const businessNamesReplySchema = z.object({ businesses: z.array(businessNameSchema) });
export type BusinessNamesReply = z.infer<typeof businessNamesReplySchema>;
export type BusinessName = z.infer<typeof businessNameSchema>;
