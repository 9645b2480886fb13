import type {
  ChangePasswordRequest,
  ChangePasswordResponse,
  ProfileUpdateRequest,
  ProfileUpdateResponse,
} from '@fabric-store/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { useSession } from '../../lib/session';

/** Saves the profile and merges the answer into the stored user, keeping its token. */
export function useUpdateProfile() {
  const { user, setUser } = useSession();
  return useMutation({
    mutationFn: (changes: Omit<ProfileUpdateRequest, 'userId'>) =>
      apiRequest<ProfileUpdateResponse>('/api/users/profile/update', {
        method: 'PUT',
        body: { ...changes, userId: user?._id } satisfies ProfileUpdateRequest,
      }),
    onSuccess: ({ updatedUser }) => {
      if (user) setUser({ ...user, ...updatedUser, token: user.token });
    },
  });
}

export function useDeleteAccount() {
  const { user } = useSession();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ message: string }>('/api/users/profile/delete', { method: 'DELETE', body: { userId: user?._id } }),
  });
}

/** Changes the password and keeps this session going with the new token the answer carries. */
export function useChangePassword() {
  const { user, setUser } = useSession();
  return useMutation({
    mutationFn: (request: ChangePasswordRequest) =>
      apiRequest<ChangePasswordResponse>('/api/auth/password/change', { method: 'POST', body: request }),
    onSuccess: ({ token }) => {
      if (user) setUser({ ...user, token });
    },
  });
}

export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: () => apiRequest<{ message: string }>('/api/auth/sessions/revoke', { method: 'POST' }),
  });
}
