import type { NewsletterSubscribeRequest } from '@fabric-store/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export function useSubscribeToNewsletter() {
  return useMutation({
    mutationFn: (request: NewsletterSubscribeRequest) =>
      apiRequest<{ message: string }>('/api/newsletter', { method: 'POST', body: request }),
  });
}
