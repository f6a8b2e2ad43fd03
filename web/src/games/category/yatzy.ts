// Yatzy: its card's names in every language, and its name, summary and rules translated from the
// engine's English (`cubilete rules yatzy`).
import type { Translations } from '../../i18n/translations';
import type { AboutTranslations } from '../about';
import { CATEGORY_TURN } from './about';

const cardEn = {
  '1': 'Ones', '2': 'Twos', '3': 'Threes', '4': 'Fours', '5': 'Fives', '6': 'Sixes', pair: 'One pair',
  two_pairs: 'Two pairs', three_kind: 'Three of a kind', four_kind: 'Four of a kind',
  small_straight: 'Small straight', large_straight: 'Large straight', full_house: 'Full house',
  chance: 'Chance', yatzy: 'Yatzy',
} as Record<string, string>;

export const YATZY_CARD: Translations<typeof cardEn> = {
  en: cardEn,
  'pt-BR': {
    '1': 'Uns', '2': 'Dois', '3': 'Três', '4': 'Quatros', '5': 'Cincos', '6': 'Seis', pair: 'Um par',
    two_pairs: 'Dois pares', three_kind: 'Trinca', four_kind: 'Quadra', small_straight: 'Sequência 1-5',
    large_straight: 'Sequência 2-6', full_house: 'Full-hand', chance: 'Chance', yatzy: 'Yatzy',
  },
  'es-AR': {
    '1': 'Unos', '2': 'Dos', '3': 'Tres', '4': 'Cuatros', '5': 'Cincos', '6': 'Seis', pair: 'Un par',
    two_pairs: 'Dos pares', three_kind: 'Trío', four_kind: 'Póker', small_straight: 'Escalera 1-5',
    large_straight: 'Escalera 2-6', full_house: 'Full', chance: 'Chance', yatzy: 'Yatzy',
  },
};

export const YATZY_ABOUT: AboutTranslations = {
  translates: 'f119af8e',
  'pt-BR': {
    name: 'Yatzy',
    summary: 'Yatzy escandinavo: 5 dados, 3 jogadas, 15 casas',
    rules: `Yatzy (escandinavo): 5 dados, 3 jogadas, 15 casas. ${CATEGORY_TURN['pt-BR']}\n`
      + 'Parte de cima, de Uns a Seis: 50 pontos de bônus com 63 ou mais. Um par: o dobro do par mais alto; Dois pares: a soma de dois pares de valores diferentes; Trinca e Quadra: o valor vezes 3 ou 4; Sequência 1-5 (1-2-3-4-5) = 15; Sequência 2-6 (2-3-4-5-6) = 20; Full-hand (três e dois de valores diferentes) a soma dos dados; Chance a soma; Yatzy (cinco iguais) 50. Pode-se marcar 0 em qualquer casa.',
  },
  'es-AR': {
    name: 'Yatzy',
    summary: 'Yatzy escandinavo: 5 dados, 3 tiros, 15 categorías',
    rules: `Yatzy (escandinavo): 5 dados, 3 tiros, 15 categorías. ${CATEGORY_TURN['es-AR']}\n`
      + 'Parte de arriba, de Unos a Seis: 50 puntos de bonus con 63 o más. Un par: el doble del par más alto; Dos pares: la suma de dos pares de valores distintos; Trío y Póker: el valor por 3 o por 4; Escalera 1-5 (1-2-3-4-5) = 15; Escalera 2-6 (2-3-4-5-6) = 20; Full (tres y dos de valores distintos) la suma de los dados; Chance la suma; Yatzy (cinco iguales) 50. Se puede anotar 0 en cualquier categoría.',
  },
};
