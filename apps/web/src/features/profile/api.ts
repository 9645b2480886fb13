import type { ProfileUpdateRequest, ProfileUpdateResponse } from '@fabric-store/shared';
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
