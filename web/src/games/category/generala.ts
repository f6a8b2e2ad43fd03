// Generala: its card's names in every language, and its name, summary and rules translated from the
// engine's English (`cubilete rules generala`).
import type { Translations } from '../../i18n/translations';
import type { AboutTranslations } from '../about';
import { CATEGORY_TURN } from './about';

const cardEn = {
  '1': 'Ones', '2': 'Twos', '3': 'Threes', '4': 'Fours', '5': 'Fives', '6': 'Sixes', escalera: 'Straight',
  full: 'Full house', poker: 'Four of a kind', generala: 'Generala', double: 'Double Generala',
} as Record<string, string>;

export const GENERALA_CARD: Translations<typeof cardEn> = {
  en: cardEn,
  'pt-BR': {
    '1': 'Jogada do 1', '2': 'Jogada do 2', '3': 'Jogada do 3', '4': 'Jogada do 4', '5': 'Jogada do 5',
    '6': 'Jogada do 6', escalera: 'Sequência', full: 'Full-hand', poker: 'Quadra', generala: 'Generala',
    double: 'Generala dupla',
  },
  'es-AR': {
    '1': 'Uno', '2': 'Dos', '3': 'Tres', '4': 'Cuatro', '5': 'Cinco', '6': 'Seis', escalera: 'Escalera',
    full: 'Full', poker: 'Póker', generala: 'Generala', double: 'Doble Generala',
  },
};

export const GENERALA_ABOUT: AboutTranslations = {
  translates: '43974cca',
  'pt-BR': {
    name: 'Generala',
    summary: 'Generala argentina: 5 dados, 3 jogadas, 10 casas, todas as variantes',
    rules: `Generala argentina: 5 dados, 3 jogadas, 10 casas. ${CATEGORY_TURN['pt-BR']}\n`
      + 'Casas: Jogada do 1 a Jogada do 6 valem o número vezes quantos saíram; Sequência (1-2-3-4-5 ou 2-3-4-5-6) 20; Full-hand (uma trinca e um par) 30; Quadra (quatro iguais) 40; Generala (cinco iguais) 60. Sequência, Full-hand e Quadra valem 5 a mais quando saem de mão. Uma Generala de mão (cinco iguais na primeira jogada) ganha o jogo na hora, a menos que você tenha marcado 0 na Generala, ou que seja uma Generala dupla. Qualquer jogada pode ser marcada em qualquer casa, valendo 0 se não servir. As opções dão Generala dupla, sequências que dão a volta, um 1 no lugar do 2 nas sequências e as outras variantes comuns.',
  },
  'es-AR': {
    name: 'Generala',
    summary: 'Generala argentina: 5 dados, 3 tiros, 10 categorías, todas las variantes',
    rules: `Generala argentina: 5 dados, 3 tiros, 10 categorías. ${CATEGORY_TURN['es-AR']}\n`
      + 'Categorías: Uno a Seis valen el número por cuántos salieron; Escalera (1-2-3-4-5 o 2-3-4-5-6) 20; Full (un trío y un par) 30; Póker (cuatro iguales) 40; Generala (cinco iguales) 60. Escalera, Full y Póker valen 5 más cuando salen servidos. Una Generala servida (cinco iguales en el primer tiro) gana el partido en el acto, salvo que hayas tachado la Generala o que sea una Doble Generala. Cualquier tiro se puede anotar en cualquier categoría, con 0 si no corresponde. Las opciones dan Doble Generala, escaleras que dan la vuelta, un 1 en lugar del 2 en las escaleras y las demás variantes habituales.',
  },
};
