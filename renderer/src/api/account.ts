import type { AccountMessage } from '../../../shared/schemas/account';
import { DELETE_CONFIRMATION } from '../../../shared/schemas/account';
import { apiDownload, apiFetch, apiPost, type Download } from './client';

// Account settings calls: change password, delete the account, download my data.

export const changePassword = (currentPassword: string, newPassword: string): Promise<AccountMessage> =>
  apiPost<AccountMessage>('/account/password', {
    current_password: currentPassword,
    new_password: newPassword,
  });

export async function deleteAccount(confirm: string = DELETE_CONFIRMATION): Promise<AccountMessage> {
  const response = await apiFetch('/account', { method: 'DELETE', json: { confirm } });
  return (await response.json()) as AccountMessage;
}

export const downloadMyData = (): Promise<Download> => apiDownload('/account/export');
