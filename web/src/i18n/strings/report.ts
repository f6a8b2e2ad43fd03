// Reporting a player or a chat line to the server's moderators (PROTOCOL.md v1.1, Moderation).
import type { Translations } from '../translations';

const en = {
  button: 'Report',
  reportPlayer: 'Report {name}',
  reportLine: 'Report this message by {name}',
  title: 'Report to the moderators',
  reason: 'Why?',
  reasons: {
    abuse: 'Insults or harassment',
    spam: 'Spam or flooding',
    cheating: 'Cheating',
    name: 'Offensive name',
    other: 'Something else',
  } as Record<string, string>,
  details: 'Anything the moderators should know (optional)',
  next: 'Continue',
  confirm: 'Send this report about {name}? The moderators see the table, the message and your words.',
  send: 'Yes, send it',
  cancel: 'Cancel',
  sent: 'Thank you: the moderators will look at it.',
};

export const REPORT: Translations<typeof en> = {
  en,
  'pt-BR': {
    button: 'Denunciar',
    reportPlayer: 'Denunciar {name}',
    reportLine: 'Denunciar esta mensagem de {name}',
    title: 'Denunciar aos moderadores',
    reason: 'Por quê?',
    reasons: {
      abuse: 'Ofensas ou assédio',
      spam: 'Spam ou mensagens em excesso',
      cheating: 'Trapaça',
      name: 'Nome ofensivo',
      other: 'Outro motivo',
    },
    details: 'Algo que os moderadores devam saber (opcional)',
    next: 'Continuar',
    confirm: 'Enviar esta denúncia sobre {name}? Os moderadores veem a mesa, a mensagem e o que você escreveu.',
    send: 'Sim, enviar',
    cancel: 'Cancelar',
    sent: 'Obrigado: os moderadores vão analisar.',
  },
  'es-AR': {
    button: 'Denunciar',
    reportPlayer: 'Denunciar a {name}',
    reportLine: 'Denunciar este mensaje de {name}',
    title: 'Denunciar a los moderadores',
    reason: '¿Por qué?',
    reasons: {
      abuse: 'Insultos o acoso',
      spam: 'Spam o mensajes de más',
      cheating: 'Trampa',
      name: 'Nombre ofensivo',
      other: 'Otro motivo',
    },
    details: 'Algo que los moderadores tengan que saber (opcional)',
    next: 'Seguir',
    confirm: '¿Mandar esta denuncia sobre {name}? Los moderadores ven la mesa, el mensaje y lo que escribiste.',
    send: 'Sí, mandarla',
    cancel: 'Cancelar',
    sent: 'Gracias: los moderadores lo van a revisar.',
  },
};
