// The table's chat.
import type { Translations } from '../translations';

const en = {
  unread: { one: '{n} new message', other: '{n} new messages' },
  open: 'Open the chat',
  title: 'Chat',
  placeholder: 'Say something…',
  send: 'Send',
  spectatorsRead: 'Spectators can read the chat but not write.',
  empty: 'No messages yet.',
  removed: 'removed by a moderator',
};

export const CHAT: Translations<typeof en> = {
  en,
  'pt-BR': {
    unread: { one: '{n} mensagem nova', other: '{n} mensagens novas' },
    open: 'Abrir a conversa',
    title: 'Conversa',
    placeholder: 'Escreva algo…',
    send: 'Enviar',
    spectatorsRead: 'Quem assiste pode ler a conversa, mas não escrever.',
    empty: 'Nenhuma mensagem ainda.',
    removed: 'removida por um moderador',
  },
  'es-AR': {
    unread: { one: '{n} mensaje nuevo', other: '{n} mensajes nuevos' },
    open: 'Abrir el chat',
    title: 'Chat',
    placeholder: 'Escribí algo…',
    send: 'Enviar',
    spectatorsRead: 'Quien mira puede leer el chat pero no escribir.',
    empty: 'Todavía no hay mensajes.',
    removed: 'eliminado por un moderador',
  },
};
