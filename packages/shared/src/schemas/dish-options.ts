import { z } from 'zod';
import { ALLERGENS } from '../allergens.js';
import { LINE_NOTE_MAX, MAX_OPTIONS_PER_LINE, groupMinimum, optionMessages } from '../dish-options.js';
import { MAX_QUANTITY_PER_LINE } from '../cart.js';
import { TEXT_LIMITS, textInput } from './text.js';

/** Longest names and largest numbers of the choices' editor. */
export const OPTION_LIMITS = {
  name: 60,
  choices: 30,
  groupsPerDish: 10,
  priceDelta: 1_000_000,
  portions: 10_000,
} as const;

export const optionAdminMessages = {
  groupName: 'Indiquez le nom du groupe de choix.',
  groupNameTooLong: `Le nom du groupe est trop long (${OPTION_LIMITS.name} caractères maximum).`,
  choiceName: 'Indiquez le nom de chaque choix.',
  choiceNameTooLong: `Le nom d'un choix est trop long (${OPTION_LIMITS.name} caractères maximum).`,
  noChoices: 'Ajoutez au moins un choix au groupe.',
  tooManyChoices: `Un groupe compte au plus ${OPTION_LIMITS.choices} choix.`,
  priceDelta: `La variation de prix est un nombre entier de FCFA (entre -${OPTION_LIMITS.priceDelta} et ${OPTION_LIMITS.priceDelta}).`,
  minMax:
    'Le minimum et le maximum sont des nombres entiers, avec un maximum d’au moins 1 et pas moins que le minimum.',
  maxOverChoices: 'Le maximum ne peut pas dépasser le nombre de choix du groupe.',
  requiredDefault:
    'Un groupe obligatoire doit avoir un choix par défaut (disponible), autant que son minimum.',
  tooManyDefaults: 'Il y a plus de choix par défaut que le maximum du groupe.',
  allergens: 'Allergène inconnu.',
  groupRef: 'Référence de groupe de choix invalide.',
  groupNotFound: 'Groupe de choix introuvable.',
  tooManyGroups: `Un plat porte au plus ${OPTION_LIMITS.groupsPerDish} groupes de choix.`,
  duplicateGroup: 'Un même groupe est attaché deux fois au plat.',
  portions: `Le nombre de portions est un nombre entier entre 0 et ${OPTION_LIMITS.portions}, ou vide pour illimité.`,
} as const;

/** The allergens of a dish or a choice, as codes of the EU list. */
export const allergensSchema = z
  .array(z.enum(ALLERGENS, { error: optionAdminMessages.allergens }), {
    error: optionAdminMessages.allergens,
  })
  .max(ALLERGENS.length, optionAdminMessages.allergens)
  .transform((codes) => ALLERGENS.filter((a) => codes.includes(a)));

const idSchema = (message: string) =>
  textInput({ error: message }).min(1, message).max(TEXT_LIMITS.id, message);

const choiceInputSchema = z.object({
  /** Given when editing, to keep a choice's id (lines already sold name it). */
  id: idSchema(optionAdminMessages.groupRef).optional(),
  name: textInput({ error: optionAdminMessages.choiceName })
    .trim()
    .min(1, optionAdminMessages.choiceName)
    .max(OPTION_LIMITS.name, optionAdminMessages.choiceNameTooLong),
  price_delta: z
    .number({ error: optionAdminMessages.priceDelta })
    .int(optionAdminMessages.priceDelta)
    .min(-OPTION_LIMITS.priceDelta, optionAdminMessages.priceDelta)
    .max(OPTION_LIMITS.priceDelta, optionAdminMessages.priceDelta),
  is_default: z.boolean().default(false),
  available: z.boolean().default(true),
  allergens: allergensSchema.default([]),
});

/** POST /api/admin/option-groups and PUT /api/admin/option-groups/{id}. */
export const optionGroupInputSchema = z
  .object({
    name: textInput({ error: optionAdminMessages.groupName })
      .trim()
      .min(1, optionAdminMessages.groupName)
      .max(OPTION_LIMITS.name, optionAdminMessages.groupNameTooLong),
    required: z.boolean({ error: optionAdminMessages.minMax }),
    min: z
      .number({ error: optionAdminMessages.minMax })
      .int(optionAdminMessages.minMax)
      .min(0, optionAdminMessages.minMax),
    max: z
      .number({ error: optionAdminMessages.minMax })
      .int(optionAdminMessages.minMax)
      .min(1, optionAdminMessages.minMax),
    choices: z
      .array(choiceInputSchema, { error: optionAdminMessages.noChoices })
      .min(1, optionAdminMessages.noChoices)
      .max(OPTION_LIMITS.choices, optionAdminMessages.tooManyChoices),
  })
  .superRefine((g, ctx) => {
    if (g.min > g.max) ctx.addIssue({ code: 'custom', path: ['min'], message: optionAdminMessages.minMax });
    if (groupMinimum(g) > g.choices.length * (g.max > 1 ? g.max : 1)) {
      ctx.addIssue({ code: 'custom', path: ['max'], message: optionAdminMessages.maxOverChoices });
    }
    const defaults = g.choices.filter((c) => c.is_default);
    if (defaults.length > g.max) {
      ctx.addIssue({ code: 'custom', path: ['choices'], message: optionAdminMessages.tooManyDefaults });
    }
    if (g.required && defaults.filter((c) => c.available).length < Math.min(groupMinimum(g), g.max)) {
      ctx.addIssue({ code: 'custom', path: ['choices'], message: optionAdminMessages.requiredDefault });
    }
  });
export type OptionGroupInput = z.infer<typeof optionGroupInputSchema>;

export const optionChoiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  price_delta: z.number().int(),
  is_default: z.boolean(),
  available: z.boolean(),
  allergens: z.array(z.enum(ALLERGENS)),
});

/** A group as the menu (on a dish) and the back-office read it. */
export const optionGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  required: z.boolean(),
  min: z.number().int(),
  max: z.number().int(),
  choices: z.array(optionChoiceSchema),
});
export type OptionGroupView = z.infer<typeof optionGroupSchema>;

/** GET /api/admin/option-groups item: a group and the dishes it is attached to. */
export const adminOptionGroupSchema = optionGroupSchema.extend({
  dishes: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AdminOptionGroup = z.infer<typeof adminOptionGroupSchema>;
export const adminOptionGroupListSchema = z.object({ groups: z.array(adminOptionGroupSchema) });

export const optionGroupParamsSchema = z.object({ id: idSchema(optionAdminMessages.groupRef) });

/** PUT /api/admin/dishes/{id}/option-groups: the groups of a dish, in the order given. */
export const dishOptionGroupsSchema = z.object({
  group_ids: z
    .array(idSchema(optionAdminMessages.groupRef), { error: optionAdminMessages.groupRef })
    .max(OPTION_LIMITS.groupsPerDish, optionAdminMessages.tooManyGroups)
    .refine((ids) => new Set(ids).size === ids.length, optionAdminMessages.duplicateGroup),
});

/** PUT /api/admin/dishes/{id}/portions: today's portions, null for unlimited. */
export const dishPortionsSchema = z.object({
  portions: z
    .number({ error: optionAdminMessages.portions })
    .int(optionAdminMessages.portions)
    .min(0, optionAdminMessages.portions)
    .max(OPTION_LIMITS.portions, optionAdminMessages.portions)
    .nullable(),
});

/**
 * Ours, optional on a line of `dishes[]` (orders, reservations, staff orders, quotes): the choice ids, a choice
 * repeated (or given as `{ id, quantity }`) counting as many times; left out, required groups take their
 * defaults. And a note for the kitchen.
 */
export const lineOptionFields = {
  options: z
    .array(
      z.union([
        idSchema(optionMessages.options),
        z.object({
          id: idSchema(optionMessages.options),
          quantity: z.number().int().min(1).max(MAX_QUANTITY_PER_LINE),
        }),
      ]),
      { error: optionMessages.options },
    )
    .transform((opts) =>
      opts.flatMap((o) => (typeof o === 'string' ? [o] : Array<string>(o.quantity).fill(o.id))),
    )
    .refine((ids) => ids.length <= MAX_OPTIONS_PER_LINE, optionMessages.tooManyOptions)
    .optional(),
  note: textInput({ error: optionMessages.noteTooLong })
    .trim()
    .max(LINE_NOTE_MAX, optionMessages.noteTooLong)
    .transform((v) => v || undefined)
    .nullish(),
};

/** A choice of a sold line, as order details, reservations, the board and tickets read it. */
export const soldOptionSchema = z.object({
  group: z.string(),
  name: z.string(),
  price_delta: z.number().int(),
  /** The choice's id, to order the same line again. */
  id: z.string().optional(),
});
export type SoldOption = z.infer<typeof soldOptionSchema>;

/** Ours, optional on a sold line: its choices and note (absent when it has none). */
export const soldLineFields = {
  options: z.array(soldOptionSchema).optional(),
  note: z.string().nullable().optional(),
};
