// The app's frame: its name, the connection, what every page says alike.
import type { Translations } from '../translations';

const en = {
  title: 'cubilete',
  tagline: 'Dice games at one table: General, Generala, Farkle and more',
  about: 'Play dice games online with friends, strangers or bots: play now, or create a table and send the link. No account needed to play; make one to keep your ratings.',
  language: 'Language',
  home: 'Lobby',
  loading: 'Loading…',
  connection: {
    connecting: 'Connecting…',
    open: 'Connected',
    reconnecting: 'Connection lost: reconnecting…',
    closed: 'Disconnected',
  },
  retry: 'Try again',
  close: 'Close',
  soundOn: 'Sound on: tap to mute',
  soundOff: 'Sound off: tap to turn it on',
  cancel: 'Cancel',
};

export const APP: Translations<typeof en> = {
  en,
  'pt-BR': {
    title: 'cubilete',
    tagline: 'Jogos de dados numa mesa só: General, Generala, Farkle e mais',
    about: 'Jogue dados online com amigos, desconhecidos ou robôs: jogue agora, ou crie uma mesa e mande o link. Não precisa de conta para jogar; crie uma para guardar seu rating.',
    language: 'Idioma',
    home: 'Saguão',
    loading: 'Carregando…',
    connection: {
      connecting: 'Conectando…',
      open: 'Conectado',
      reconnecting: 'Conexão perdida: reconectando…',
      closed: 'Desconectado',
    },
    retry: 'Tentar de novo',
    close: 'Fechar',
    soundOn: 'Som ligado: toque para silenciar',
    soundOff: 'Som desligado: toque para ligar',
    cancel: 'Cancelar',
  },
  'es-AR': {
    title: 'cubilete',
    tagline: 'Juegos de dados en una sola mesa: General, Generala, Farkle y más',
    about: 'Jugá a los dados online con amigos, desconocidos o bots: jugá ahora, o creá una mesa y mandá el link. No hace falta cuenta para jugar; creá una para guardar tu rating.',
    language: 'Idioma',
    home: 'Inicio',
    loading: 'Cargando…',
    connection: {
      connecting: 'Conectando…',
      open: 'Conectado',
      reconnecting: 'Se perdió la conexión: reconectando…',
      closed: 'Desconectado',
    },
    retry: 'Probar de nuevo',
    close: 'Cerrar',
    soundOn: 'Sonido activado: tocá para silenciar',
    soundOff: 'Sonido desactivado: tocá para activarlo',
    cancel: 'Cancelar',
  },
};
