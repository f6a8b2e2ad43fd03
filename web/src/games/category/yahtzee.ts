// Yahtzee: its card's names in every language, and its name, summary and rules translated from the
// engine's English (`cubilete rules yahtzee`).
import type { Translations } from '../../i18n/translations';
import type { AboutTranslations } from '../about';
import { CATEGORY_TURN } from './about';

const cardEn = {
  '1': 'Aces', '2': 'Twos', '3': 'Threes', '4': 'Fours', '5': 'Fives', '6': 'Sixes',
  three_kind: 'Three of a kind', four_kind: 'Four of a kind', full_house: 'Full house',
  small_straight: 'Small straight', large_straight: 'Large straight', yahtzee: 'Yahtzee', chance: 'Chance',
} as Record<string, string>;

export const YAHTZEE_CARD: Translations<typeof cardEn> = {
  en: cardEn,
  'pt-BR': {
    '1': 'Ases', '2': 'Dois', '3': 'Três', '4': 'Quatros', '5': 'Cincos', '6': 'Seis', three_kind: 'Trinca',
    four_kind: 'Quadra', full_house: 'Full-hand', small_straight: 'Sequência baixa',
    large_straight: 'Sequência alta', yahtzee: 'Yahtzee', chance: 'Chance',
  },
  'es-AR': {
    '1': 'Ases', '2': 'Dos', '3': 'Tres', '4': 'Cuatros', '5': 'Cincos', '6': 'Seis', three_kind: 'Trío',
    four_kind: 'Póker', full_house: 'Full', small_straight: 'Escalera corta',
    large_straight: 'Escalera larga', yahtzee: 'Yahtzee', chance: 'Chance',
  },
};

export const YAHTZEE_ABOUT: AboutTranslations = {
  translates: '48d4fe30',
  'pt-BR': {
    name: 'Yahtzee',
    summary: 'Yahtzee: 5 dados, 3 jogadas, 13 casas, bônus de cima e curingas',
    rules: `Yahtzee: 5 dados, 3 jogadas, 13 casas. ${CATEGORY_TURN['pt-BR']}\n`
      + 'Parte de cima, de Ases a Seis (o número vezes quantos saíram): 35 pontos de bônus quando somam 63 ou mais. Trinca e Quadra valem a soma de todos os dados; Full-hand 25; Sequência baixa (quatro seguidos) 30; Sequência alta (cinco seguidos) 40; Yahtzee (cinco iguais) 50; Chance a soma. Pode-se marcar 0 em qualquer casa. Cada Yahtzee a mais, depois de um 50 na casa Yahtzee, vale mais 100 e pode ser usado como curinga (veja a opção do curinga).',
  },
  'es-AR': {
    name: 'Yahtzee',
    summary: 'Yahtzee: 5 dados, 3 tiros, 13 categorías, bonus de arriba y comodines',
    rules: `Yahtzee: 5 dados, 3 tiros, 13 categorías. ${CATEGORY_TURN['es-AR']}\n`
      + 'Parte de arriba, de Ases a Seis (el número por cuántos salieron): 35 puntos de bonus cuando suman 63 o más. Trío y Póker valen la suma de todos los dados; Full 25; Escalera corta (cuatro seguidos) 30; Escalera larga (cinco seguidos) 40; Yahtzee (cinco iguales) 50; Chance la suma. Se puede anotar 0 en cualquier categoría. Cada Yahtzee de más, después de un 50 en la categoría Yahtzee, suma 100 más y se puede usar como comodín (mirá la opción del comodín).',
  },
};
