import { z } from 'zod';
import { EmailSchema } from './auth';

export const NewsletterSubscribeRequestSchema = z.object({ email: EmailSchema });
export type NewsletterSubscribeRequest = z.infer<typeof NewsletterSubscribeRequestSchema>;

export const NEWSLETTER_SUBSCRIBED_MESSAGE = 'Thank you! You are subscribed to the newsletter.';
