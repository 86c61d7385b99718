import { z } from 'zod';
import { SIGNUP_PASSWORD_MAX } from '../constants';
import { signUpPasswordSchema } from '../schemas/sign-up';
import { adminData, adminText } from './common';

export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The back office's sign-in, setup and staff messages. */
export const STAFF_MESSAGES = {
  signInRequired: 'Please sign in to the back office.',
  sessionEnded: 'Your back-office session has ended. Please sign in again.',
  customerToken: 'A customer account cannot open the back office.',
  ownerOnly: 'Only the shop owner can do this.',
  badCredentials: 'Invalid email or password.',
  signedIn: 'Signed in.',
  signedOut: 'Signed out.',
  signedOutElsewhere: 'You signed out in another tab.',
  notFromBackOffice: 'This change must be made from the back office.',
  setupInvalid: 'This setup link is not valid or has already been used.',
  setupDone: 'The owner account is ready.',
  emailTaken: 'A staff account with this email already exists.',
  lastOwner: 'The shop must keep at least one active owner.',
  notSelf: 'You cannot switch off or demote your own account.',
  staffNotFound: 'Staff account not found.',
} as const;

const staffEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Email is required' })
  .max(254, { error: 'Email must be at most 254 characters' })
  .regex(z.regexes.email, { error: 'Invalid email format' });

export const staffSignInSchema = z.object({
  email: staffEmail,
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(SIGNUP_PASSWORD_MAX * 4, { error: 'Password is too long' }),
});
export type StaffSignIn = z.infer<typeof staffSignInSchema>;

/** A new staff member's (or the first owner's) details: the customers' password rules. */
export const staffNewAccountSchema = z.object({
  name: adminText('Name', 60),
  email: staffEmail,
  password: signUpPasswordSchema,
});

export const setupRequestSchema = staffNewAccountSchema.extend({
  token: z.string({ error: 'The setup token is missing' }).min(1, { error: 'The setup token is missing' }).max(200, { error: STAFF_MESSAGES.setupInvalid }),
});
export type SetupRequest = z.infer<typeof setupRequestSchema>;

export const staffCreateSchema = staffNewAccountSchema.extend({ role: z.enum(STAFF_ROLES, { error: 'Role must be owner or staff' }) });
export type StaffCreate = z.infer<typeof staffCreateSchema>;

export const staffUpdateSchema = z
  .object({
    name: adminText('Name', 60).optional(),
    role: z.enum(STAFF_ROLES, { error: 'Role must be owner or staff' }).optional(),
    active: z.boolean({ error: 'active must be true or false' }).optional(),
    password: signUpPasswordSchema.optional(),
  })
  .strict();
export type StaffUpdate = z.infer<typeof staffUpdateSchema>;

export const staffMemberSchema = z.object({
  staff_id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  active: z.boolean(),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffSessionSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
  staff: staffMemberSchema,
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

export const staffSessionResponseSchema = adminData(staffSessionSchema);
export const staffMeResponseSchema = adminData(staffMemberSchema);
export const staffListResponseSchema = adminData(z.array(staffMemberSchema));
export const setupStatusResponseSchema = adminData(z.object({ valid: z.boolean() }));
