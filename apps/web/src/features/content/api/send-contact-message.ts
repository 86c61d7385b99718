import { useMutation } from '@tanstack/react-query';
import type { ContactForm, ContactResponse } from '@shop/core';
import { apiPost } from '../../../shared/api/client';
import type { MutationConfig } from '../../../shared/api/react-query';

/**
 * POST Contact/SendMessage: name, email, telephone, subject, message. The spec's form only
 * logs its data; the shop's server stores the message so someone can answer it and
 * throttles each address (429 with a message). Resolves to `{ success, message,
 * ticket_number }` ('T-000123', issue 23).
 */
export function sendContactMessage(message: ContactForm): Promise<ContactResponse> {
  return apiPost<ContactResponse>('Contact/SendMessage', message);
}

export function useSendContactMessage({ mutationConfig }: { mutationConfig?: MutationConfig<typeof sendContactMessage> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: sendContactMessage });
}
