// Crag: its card's names in every language, and its name, summary and rules translated from the
// engine's English (`cubilete rules crag`).
import type { Translations } from '../../i18n/translations';
import type { AboutTranslations } from '../about';
import { CATEGORY_TURN } from './about';

const cardEn = {
  '1': 'Ones', '2': 'Twos', '3': 'Threes', '4': 'Fours', '5': 'Fives', '6': 'Sixes', crag: 'Crag',
  thirteen: 'Thirteen', high_straight: 'High straight', low_straight: 'Low straight',
  even_straight: 'Even straight', odd_straight: 'Odd straight', three_kind: 'Three of a kind',
} as Record<string, string>;

export const CRAG_CARD: Translations<typeof cardEn> = {
  en: cardEn,
  'pt-BR': {
    '1': 'Uns', '2': 'Dois', '3': 'Três', '4': 'Quatros', '5': 'Cincos', '6': 'Seis', crag: 'Crag',
    thirteen: 'Treze', high_straight: 'Sequência alta', low_straight: 'Sequência baixa',
    even_straight: 'Sequência par', odd_straight: 'Sequência ímpar', three_kind: 'Trinca',
  },
  'es-AR': {
    '1': 'Unos', '2': 'Dos', '3': 'Tres', '4': 'Cuatros', '5': 'Cincos', '6': 'Seis', crag: 'Crag',
    thirteen: 'Trece', high_straight: 'Escalera alta', low_straight: 'Escalera baja',
    even_straight: 'Escalera par', odd_straight: 'Escalera impar', three_kind: 'Trío',
  },
};

export const CRAG_ABOUT: AboutTranslations = {
  translates: '0099fe0e',
  'pt-BR': {
    name: 'Crag',
    summary: 'Crag: 3 dados, 2 jogadas, 13 casas',
    rules: `Crag: 3 dados, 2 jogadas (jogue os três, guarde os que quiser, jogue o resto mais uma vez), 13 casas. ${CATEGORY_TURN['pt-BR']}\n`
      + 'Casas: Crag (total 13 com dois dados iguais) 50; Treze (total 13) 26; Sequência alta 4-5-6, Sequência baixa 1-2-3, Sequência par 2-4-6, Sequência ímpar 1-3-5: 20 cada; Trinca 25; de Seis a Uns, o número vezes quantos saíram. Um 0 só pode ser marcado quando a jogada não serve para nenhuma casa livre (um número precisa de pelo menos um dado que o mostre); scratch=any permite um 0 em qualquer casa.',
  },
  'es-AR': {
    name: 'Crag',
    summary: 'Crag: 3 dados, 2 tiros, 13 categorías',
    rules: `Crag: 3 dados, 2 tiros (tirá los tres, guardá los que quieras, tirá el resto una vez más), 13 categorías. ${CATEGORY_TURN['es-AR']}\n`
      + 'Categorías: Crag (total 13 con dos dados iguales) 50; Trece (total 13) 26; Escalera alta 4-5-6, Escalera baja 1-2-3, Escalera par 2-4-6, Escalera impar 1-3-5: 20 cada una; Trío 25; de Seis a Unos, el número por cuántos salieron. Un 0 se puede anotar solo cuando el tiro no corresponde a ninguna categoría libre (un número necesita al menos un dado que lo muestre); scratch=any permite un 0 en cualquier lado.',
  },
};
