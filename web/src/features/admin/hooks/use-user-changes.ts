import { banUser, deleteUser, sendUserEmail, setUserAdmin, unbanUser } from '../api-users';
import { useAdminMutation } from './use-admin-mutation';

export function useSetUserAdmin() {
  return useAdminMutation(({ id, isAdmin }: { id: string; isAdmin: boolean }) => setUserAdmin(id, isAdmin));
}

export function useBanUser() {
  return useAdminMutation(({ id, body }: { id: string; body: { reason: string; days: number } }) => banUser(id, body));
}

export function useUnbanUser() {
  return useAdminMutation((id: string) => unbanUser(id));
}

export function useDeleteUser() {
  return useAdminMutation((id: string) => deleteUser(id));
}

export function useSendUserEmail() {
  return useAdminMutation(({ id, body }: { id: string; body: { subject: string; message: string } }) => sendUserEmail(id, body));
}
