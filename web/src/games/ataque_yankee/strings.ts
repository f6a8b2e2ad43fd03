// Ataque Yankee's table and rule options, in words.
import type { Translations } from '../../i18n/translations';

const en = {
  round: 'Round {round}',
  target: 'First to {n} wins',
  targetFinish: '{n} ends the game after the round',
  setAside: '{name} has set aside:',
  bonuses: 'Highest of 3, higher of 2, the last die; +30 for a triple of 3 dice, +15 for a pair of 2.',
  optionLabels: { target: 'Points to win' } as Record<string, string>,
};

export const YANKEE: Translations<typeof en> = {
  en,
  'pt-BR': {
    round: 'Rodada {round}',
    target: 'Ganha quem chegar a {n}',
    targetFinish: '{n} termina o jogo depois da rodada',
    setAside: '{name} separou:',
    bonuses: 'O maior de 3, o maior de 2, o último dado; +30 por trinca nos 3 dados, +15 por par nos 2.',
    optionLabels: { target: 'Pontos para ganhar' },
  },
  'es-AR': {
    round: 'Ronda {round}',
    target: 'Gana el primero en llegar a {n}',
    targetFinish: '{n} termina el juego al cerrar la ronda',
    setAside: '{name} apartó:',
    bonuses: 'El mayor de 3, el mayor de 2, el último dado; +30 por tres iguales en los 3 dados, +15 por par en los 2.',
    optionLabels: { target: 'Puntos para ganar' },
  },
};
