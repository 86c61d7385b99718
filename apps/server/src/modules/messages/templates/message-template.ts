import type { ReactNode } from 'react';
import type { MessageKind } from '@shop/core/admin';
import type { MessageData } from '../message-data.js';
import type { MessageContext } from './context.js';

/** What one kind of message says: its subject, the preview line mail programs show, and its body. */
export interface MessageParts {
  subject: string;
  preview: string;
  body: ReactNode;
}

export type MessageTemplate<K extends MessageKind> = (data: MessageData<K>, ctx: MessageContext) => MessageParts;

export type MessageTemplates = { [K in MessageKind]: MessageTemplate<K> };
