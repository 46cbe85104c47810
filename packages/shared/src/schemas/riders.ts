import { z } from 'zod';
import { messages } from '../messages.js';
import { normalizePhone } from '../phone.js';
import { orderDishSchema } from './order-views.js';
import { orderStatusSchema } from './orders.js';
import { TEXT_LIMITS, textInput, textMessages } from './text.js';

/** French texts of the riders' list and the riders' own page. */
export const riderMessages = {
  firstnameRequired: 'Veuillez renseigner le prénom du livreur.',
  phoneInvalid: 'Numéro de téléphone invalide : 8 chiffres ou +228XXXXXXXX.',
  phoneTaken: 'Un autre livreur a déjà ce numéro.',
  notFound: 'Livreur introuvable.',
  inactive: "Ce livreur n'est plus actif : choisissez-en un autre.",
  passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères.',
  emailTaken: 'Cette adresse e-mail est déjà utilisée par un autre compte.',
  accountSaved:
    'Accès du livreur enregistré : il se connecte avec son numéro (ou son e-mail) et ce mot de passe.',
  notYourOrder: 'Cette commande ne vous est pas confiée.',
  notARider: "Ce compte n'est pas celui d'un livreur actif.",
  amount: 'Montant invalide.',
} as const;

const phone = textInput({ error: riderMessages.phoneInvalid })
  .trim()
  .max(TEXT_LIMITS.phone, textMessages.phoneTooLong)
  .transform((v, ctx) => {
    const digits = normalizePhone(v);
    if (!digits) ctx.addIssue({ code: 'custom', message: riderMessages.phoneInvalid });
    return digits ?? v;
  });

const firstname = textInput({ error: riderMessages.firstnameRequired })
  .trim()
  .min(1, { error: riderMessages.firstnameRequired })
  .max(TEXT_LIMITS.name, messages.tooLong(TEXT_LIMITS.name));

const lastname = textInput()
  .trim()
  .max(TEXT_LIMITS.name, messages.tooLong(TEXT_LIMITS.name))
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

/** A rider as admins keep them: who, their number, active or not, and whether they have their own access. */
export const riderSchema = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string().nullable(),
  phone: z.string(),
  active: z.boolean(),
  /** The e-mail of their `rider` account, null while they have none. */
  account_email: z.string().nullable(),
  has_account: z.boolean(),
  created_at: z.string(),
});
export type Rider = z.infer<typeof riderSchema>;
export const ridersResponseSchema = z.object({ riders: z.array(riderSchema) });

/** POST /api/admin/riders. */
export const riderCreateSchema = z.object(
  { firstname, lastname, phone, active: z.boolean({ error: messages.invalidValue }).optional() },
  { error: messages.invalidInput },
);
export type RiderCreate = z.input<typeof riderCreateSchema>;

/** PATCH /api/admin/riders/{id}: any of the fields. */
export const riderUpdateSchema = z.object(
  {
    firstname: firstname.optional(),
    lastname,
    phone: phone.optional(),
    active: z.boolean({ error: messages.invalidValue }).optional(),
  },
  { error: messages.invalidInput },
);
export type RiderUpdate = z.input<typeof riderUpdateSchema>;

/** PUT /api/admin/riders/{id}/account: the password an admin sets (again), and an e-mail if the rider has one. */
export const riderAccountSchema = z.object(
  {
    password: textInput({ error: riderMessages.passwordTooShort })
      .min(8, { error: riderMessages.passwordTooShort })
      .max(TEXT_LIMITS.password, textMessages.passwordTooLong),
    email: textInput()
      .trim()
      .toLowerCase()
      .max(TEXT_LIMITS.email, textMessages.emailTooLong)
      .transform((v) => (v === '' ? undefined : v))
      .pipe(z.email({ error: 'Veuillez renseigner un email valide.' }).optional())
      .optional(),
  },
  { error: messages.invalidInput },
);
export type RiderAccountInput = z.input<typeof riderAccountSchema>;

/** An order as its rider sees it on "Mes livraisons". */
export const riderOrderSchema = z.object({
  order_id: z.string(),
  code_commande: z.string(),
  status: orderStatusSchema,
  customer_firstname: z.string(),
  phone: z.string().nullable(),
  title: z.string().nullable(),
  description_address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  total_price: z.number().int(),
  is_paid: z.boolean(),
  /** What the rider collects in cash: 0 once paid. */
  amount_to_collect: z.number().int(),
  estimated_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  /** Until when the rider may take back their own "Livrée" (60 s, decision 0071); null otherwise. */
  undo_until: z.string().nullable().optional(),
  dishes: z.array(orderDishSchema),
});
export type RiderOrder = z.infer<typeof riderOrderSchema>;
export const riderOrdersResponseSchema = z.object({ orders: z.array(riderOrderSchema) });

/** POST /api/rider/orders/{id}/cash: the amount handed over. */
export const riderCashSchema = z.object(
  {
    amount: z
      .number({ error: riderMessages.amount })
      .int({ error: riderMessages.amount })
      .positive(riderMessages.amount),
  },
  { error: messages.invalidInput },
);
