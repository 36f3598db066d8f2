import { useEffect, useRef, useState } from 'react';
import { GREETING } from './chatGreeting';

/** SPEC §9: the assistant answers 1 second after the visitor sends. */
export const BOT_REPLY_DELAY_MS = 1000;

/** SPEC §3 "Chat message" (kept in the page only). */
export interface ChatMessage {
  id: string;
  text: string;
  sender: 'bot' | 'user';
  timestamp: number;
}

let nextId = 0;
const message = (text: string, sender: ChatMessage['sender']): ChatMessage => {
  nextId += 1;
  return { id: `chat-${nextId}`, text, sender, timestamp: Date.now() };
};

export function useChat() {
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>(() => [message(GREETING, 'bot')]);
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
   * Sends the visitor's text and answers it with `answer` (the reply rules load with the panel);
   * blank text is not sent. Returns whether it was sent.
   */
  const send = (text: string, answer: (message: string) => string): boolean => {
    const trimmed = text.trim();
    if (trimmed === '') return false;
    setMessages((current) => [...current, message(trimmed, 'user')]);
    setPendingReplies((count) => count + 1);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setPendingReplies((count) => count - 1);
      setMessages((current) => [...current, message(answer(trimmed), 'bot')]);
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
