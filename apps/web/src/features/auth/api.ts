import type { LoginRequest, RegisterRequest, RegisterResponse, SessionUser } from '@fabric-store/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export function useLogin() {
  return useMutation({
    mutationFn: (credentials: LoginRequest) =>
      apiRequest<SessionUser>('/api/auth/login', { method: 'POST', body: credentials }),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (request: RegisterRequest) =>
      apiRequest<RegisterResponse>('/api/auth/register', { method: 'POST', body: request }),
  });
}
