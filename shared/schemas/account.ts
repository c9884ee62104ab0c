import { z } from 'zod';
import { newPassword } from './auth';

// Account settings: change password (other sessions end), delete account (typed confirmation), data export.
export const DELETE_CONFIRMATION = 'DELETE';

export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  samePassword: 'The new password must be different from the current one',
  passwordChanged: 'Your password has been changed. Your other sessions have been signed out.',
  confirmDelete: `Type ${DELETE_CONFIRMATION} to confirm`,
  accountDeleted: 'Your account and all its data have been deleted.',
  emailChangeComingSoon: 'Changing your email address is coming soon.',
} as const;

export const ChangePasswordSchema = z.object({
  current_password: z
    .string(ACCOUNT_MESSAGES.currentPasswordRequired)
    .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
    .max(1024, ACCOUNT_MESSAGES.currentPasswordWrong),
  new_password: newPassword,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordSchema>;

export const DeleteAccountSchema = z.object({
  confirm: z.literal(DELETE_CONFIRMATION, ACCOUNT_MESSAGES.confirmDelete),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountSchema>;

export const AccountMessageSchema = z.object({ message: z.string() });
export type AccountMessage = z.infer<typeof AccountMessageSchema>;
