import type { OutboxStatus } from '@shop/core/admin';
import { Badge } from '../../../shared/ui/page';

/** The outbox's states in the back office's words. */
export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: 'Pending',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

const TONES: Record<OutboxStatus, string> = { pending: 'warn', sending: 'info', sent: 'ok', failed: 'danger' };

/** A message's state as a badge: failed in red, sent in green. */
export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  return <Badge tone={TONES[status]}>{OUTBOX_STATUS_LABELS[status]}</Badge>;
}
