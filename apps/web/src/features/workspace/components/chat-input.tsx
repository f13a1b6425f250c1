import { PROMPT_BOX_MAX_HEIGHT_PX, PROMPT_MAX_CHARS } from '@inkling/contracts/limits';
import { ArrowUp } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';

export interface ChatInputProps {
  /** Returns true when the prompt was accepted (the box then clears). */
  onSend: (prompt: string) => Promise<boolean> | boolean;
  busy: boolean;
}

/** The workspace's message input: Enter sends, Shift+Enter adds a line, grows up to 120 px. */
export function ChatInput({ onSend, busy }: ChatInputProps) {
  const [value, setValue] = useState('');
  const [sending, setSending] = useState(false);
  const ref = useRef<HTMLTextAreaElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measures when the text changes
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, PROMPT_BOX_MAX_HEIGHT_PX)}px`;
  }, [value]);

  const send = async () => {
    if (sending) return;
    setSending(true);
    try {
      if (await onSend(value)) setValue('');
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <form onSubmit={onSubmit} className="border-t border-line/70 bg-white p-3">
      <div className="flex items-end gap-2 rounded-3xl border-2 border-line bg-paper/60 p-1.5 pl-4 focus-within:border-grape/60">
        <label htmlFor="chat-input" className="sr-only">
          Describe your next coloring page
        </label>
        <textarea
          id="chat-input"
          ref={ref}
          rows={1}
          value={value}
          maxLength={PROMPT_MAX_CHARS}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Describe your next page…"
          enterKeyHint="send"
          className="min-h-10 flex-1 resize-none bg-transparent py-2 text-base leading-snug placeholder:text-ink-soft/80 focus:outline-none"
        />
        <button
          type="submit"
          aria-label="Send"
          aria-busy={sending || busy || undefined}
          className={`grid size-10 shrink-0 place-items-center rounded-full text-white transition-colors ${
            value.trim() && !busy ? 'bg-grape hover:bg-grape-dark' : 'bg-grape/55'
          }`}
        >
          {sending ? (
            <Spinner className="size-4.5" />
          ) : (
            <ArrowUp className="size-5" aria-hidden="true" strokeWidth={2.5} />
          )}
        </button>
      </div>
    </form>
  );
}
