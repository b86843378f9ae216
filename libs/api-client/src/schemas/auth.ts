import { teamEmailInvalid } from '@portal/domain';
import { z } from 'zod';
import {
  authTypeSchema,
  idSchema,
  jwtSchema,
  sessionFields,
  sessionRoleSchema,
  successReplySchema,
  text,
} from './common';

export const loginBodySchema = z.object({
  authType: authTypeSchema,
  key: text().trim().min(1, 'Por favor, insira um email ou código da empresa'),
  password: text().min(1, 'Por favor, insira sua senha'),
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

export const loginReplySchema = z.object({
  status: z.literal('success'),
  jwt_token: jwtSchema,
  auth_type: authTypeSchema,
  business: sessionBusinessSchema.nullable(),
  user: sessionUserSchema,
});
export type LoginReply = z.infer<typeof loginReplySchema>;

export const validateTokenBodySchema = z.object({ authType: authTypeSchema, jwt: jwtSchema });
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
  name: text().trim().min(1, 'O nome é obrigatório'),
  email: text().trim().min(1, 'O email é obrigatório').email('Por favor, insira um email válido'),
  phone: text().trim().min(1, 'O telefone é obrigatório'),
  password: text()
    .min(1, 'A senha é obrigatória')
    .min(6, 'A senha deve ter pelo menos 6 caracteres'),
});

export const registerExistingBusinessSchema = z.object({ id: idSchema }).strict();

export const registerNewBusinessSchema = z
  .object({
    name: text().trim().min(1, 'O nome do negócio é obrigatório'),
    website: text()
      .trim()
      .min(1, 'O website é obrigatório')
      .url('Por favor, insira uma URL válida para o website'),
    niche: text().trim().min(1, 'O segmento é obrigatório'),
    knowledge_base: text()
      .trim()
      .min(1, 'A base de conhecimento é obrigatória')
      .min(50, 'A base de conhecimento deve ter pelo menos 50 caracteres'),
    revenue_goal: z
      .number({ required_error: 'A meta de receita é obrigatória' })
      .positive('Por favor, insira uma meta de receita válida')
      // meta_faturamento is numeric(14,2): anything larger would overflow in the database.
      .max(999_999_999_999.99, 'Por favor, insira uma meta de receita válida'),
    instagram: text()
      .trim()
      .min(1, 'O Instagram é obrigatório')
      .startsWith('@', 'O username do Instagram deve começar com @'),
    teamEmails: z
      .array(text())
      .min(1, 'Adicione pelo menos um email da equipe')
      .superRefine((emails, ctx) => {
        emails.forEach((email, index) => {
          if (!text().email().safeParse(email).success) {
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
    errorMap: () => ({ message: 'Selecione um negócio ou crie um novo' }),
  }),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const registerReplySchema = successReplySchema;
export type RegisterReply = z.infer<typeof registerReplySchema>;

/**
 * SPEC.md calls it "a list of names"; each carries its id too, because registration step 2 sends
 * the chosen business as `{ id }`.
 */
export const businessNameSchema = z.object({ id: idSchema, name: text() });
export const businessNamesReplySchema = z.object({ businesses: z.array(businessNameSchema) });
export type BusinessNamesReply = z.infer<typeof businessNamesReplySchema>;
export type BusinessName = z.infer<typeof businessNameSchema>;
