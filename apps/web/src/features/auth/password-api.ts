import type { ForgotPasswordRequest, ResetPasswordRequest } from '@fabric-store/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

type Message = { message: string };

export function useForgotPassword() {
  return useMutation({
    mutationFn: (request: ForgotPasswordRequest) =>
      apiRequest<Message>('/api/auth/password/forgot', { method: 'POST', body: request }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (request: ResetPasswordRequest) =>
      apiRequest<Message>('/api/auth/password/reset', { method: 'POST', body: request }),
  });
}
