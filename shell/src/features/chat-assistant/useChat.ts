import { useEffect, useRef, useState } from 'react';
import type { ReplyTopic } from './chatReplies';

/** The assistant answers 1 second after the visitor sends (at once for a red-flag symptom). */
export const BOT_REPLY_DELAY_MS = 1000;

/** What the assistant says: a topic, worded in the page's language when shown. */
export type BotTopic = ReplyTopic | 'greetingFirst';

/** A chat message, kept in the page only. */
export type ChatMessage = { id: string; timestamp: number } & (
  { sender: 'user'; text: string } | { sender: 'bot'; topic: BotTopic }
);

let nextId = 0;
const newId = () => {
  nextId += 1;
  return `chat-${nextId}`;
};
const fromBot = (topic: BotTopic): ChatMessage => ({ id: newId(), timestamp: Date.now(), sender: 'bot', topic });
const fromUser = (text: string): ChatMessage => ({ id: newId(), timestamp: Date.now(), sender: 'user', text });

export function useChat() {
  const [open, setOpen] = useState(false);
  // The greeting waits, unread, until the visitor opens the chat.
  const [messages, setMessages] = useState<ChatMessage[]>(() => [fromBot('greetingFirst')]);
  /** How many messages the visitor has had in front of them; later bot messages are unread. */
  const [seenCount, setSeenCount] = useState(0);
  const [pendingReplies, setPendingReplies] = useState(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const unread = open ? 0 : messages.slice(seenCount).filter((entry) => entry.sender === 'bot').length;

  /**
   * Sends the visitor's text and answers it on `topic` (the reply rules load with the panel); blank
   * text is not sent. Returns whether it was sent.
   */
  const send = (text: string, topic: ReplyTopic): boolean => {
    const trimmed = text.trim();
    if (trimmed === '') return false;
    if (topic === 'redFlag') {
      // Someone describing an emergency is told to call at once, not after the assistant "types".
      setMessages((current) => [...current, fromUser(trimmed), fromBot(topic)]);
      return true;
    }
    setMessages((current) => [...current, fromUser(trimmed)]);
    setPendingReplies((count) => count + 1);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setPendingReplies((count) => count - 1);
      setMessages((current) => [...current, fromBot(topic)]);
    }, BOT_REPLY_DELAY_MS);
    timers.current.add(timer);
    return true;
  };

  const setOpenState = (next: boolean) => {
    setOpen(next);
    setSeenCount(messages.length);
  };

  return {
    open,
    messages,
    unread,
    typing: pendingReplies > 0,
    send,
    openChat: () => setOpenState(true),
    closeChat: () => setOpenState(false),
  };
}
