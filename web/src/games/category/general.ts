// General: its card's names in every language, and its name, summary and rules translated from the
// engine's English (`cubilete rules general`).
import type { Translations } from '../../i18n/translations';
import type { AboutTranslations } from '../about';
import { CATEGORY_TURN } from './about';

const cardEn = {
  '1': 'Ones', '2': 'Twos', '3': 'Threes', '4': 'Fours', '5': 'Fives', '6': 'Sixes', S: 'Straight',
  F: 'Full house', Q: 'Four of a kind', G: 'General', X: 'Chance',
} as Record<string, string>;

export const GENERAL_CARD: Translations<typeof cardEn> = {
  en: cardEn,
  'pt-BR': {
    '1': 'Jogada do 1', '2': 'Jogada do 2', '3': 'Jogada do 3', '4': 'Jogada do 4', '5': 'Jogada do 5',
    '6': 'Jogada do 6', S: 'Sequência', F: 'Full-hand', Q: 'Quadra', G: 'General', X: 'Jogada aleatória',
  },
  'es-AR': {
    '1': 'Uno', '2': 'Dos', '3': 'Tres', '4': 'Cuatro', '5': 'Cinco', '6': 'Seis', S: 'Escalera', F: 'Full',
    Q: 'Póker', G: 'General', X: 'Chance',
  },
};

export const GENERAL_ABOUT: AboutTranslations = {
  translates: 'ed000614',
  'pt-BR': {
    name: 'General',
    summary: 'General brasileiro: 5 dados, 3 jogadas, 11 casas',
    rules: `General brasileiro: 5 dados, 3 jogadas, 11 casas. ${CATEGORY_TURN['pt-BR']}\n`
      + 'Casas: Jogada do 1 a Jogada do 6 valem o número vezes quantos dados o mostram; S (Sequência) 1-2-3-4-5 ou 2-3-4-5-6 = 20; F (Full-hand) três de um número e dois de outro = 30; Q (Quadra) quatro dados iguais = 40; G (General) cinco dados iguais = 50; X (Jogada aleatória) a soma dos dados. S, F e Q valem 5 a mais quando saem de mão (na primeira jogada). Uma jogada tem de ir para uma casa livre em que caiba; os números e X servem para qualquer jogada, então um 0 só vai para S, F, Q ou G quando nada mais está livre (scratch=any permite um 0 em qualquer casa).',
  },
  'es-AR': {
    name: 'General',
    summary: 'General brasileño: 5 dados, 3 tiros, 11 categorías',
    rules: `General brasileño: 5 dados, 3 tiros, 11 categorías. ${CATEGORY_TURN['es-AR']}\n`
      + 'Categorías: Uno a Seis valen el número por cuántos dados lo muestran; S (Escalera) 1-2-3-4-5 o 2-3-4-5-6 = 20; F (Full) tres de un número y dos de otro = 30; Q (Póker) cuatro dados iguales = 40; G (General) cinco dados iguales = 50; X (Chance) la suma de los dados. S, F y Q valen 5 más cuando salen servidos (en el primer tiro). Un tiro tiene que ir a una categoría libre en la que entre; los números y X sirven para cualquier tiro, así que un 0 va a S, F, Q o G solo cuando no queda otra libre (scratch=any permite un 0 en cualquier lado).',
  },
};
