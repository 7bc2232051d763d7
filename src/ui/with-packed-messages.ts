import { type ComponentType, createElement, type ReactElement, useMemo } from 'react';
import type { Messages } from '../lib/i18n/catalog.ts';
import { type PackedMessages, unpackMessages } from '../lib/i18n/packed-messages.ts';

/** An island's props as its page's HTML carries them: the messages packed into one string. */
export type WithPackedMessages<Props extends { messages: Messages }> = Omit<Props, 'messages'> & { readonly messages: PackedMessages };

/**
 * The island a page hydrates: it takes its messages packed (`packMessages`) and hands the component they are for
 * the messages as an object, read once.
 */
export function withPackedMessages<Props extends { messages: Messages }>(Island: ComponentType<Props>): (props: WithPackedMessages<Props>) => ReactElement {
  function PackedMessagesIsland({ messages, ...rest }: WithPackedMessages<Props>): ReactElement {
    const unpacked = useMemo(() => unpackMessages(messages), [messages]);
    // The rest is Props without its messages, which the compiler cannot see through Omit.
    return createElement(Island, { ...rest, messages: unpacked } as unknown as Props);
  }
  PackedMessagesIsland.displayName = `Packed(${Island.displayName ?? Island.name})`;
  return PackedMessagesIsland;
}
