// The advisor's ranking while playing; each game's own measure lives with the game.
import type { Translations } from '../translations';

const en = {
  button: 'Hint',
  title: 'Best choices',
  expected: 'expected total',
  expectedExplained: 'Expected total: the average total of your card at the end of the game, if you play without mistakes from here on.',
  loss: 'loss',
  winChance: 'win chance',
  byChance: 'Ranked by your chance of winning, with both of you playing to win; the expected points beside it.',
  close: 'Hide hint',
  chance: 'chance',
  nothingNow: 'Nothing to advise here.',
  more: 'and {n} more',
  fewer: 'Show fewer',
  tapToPlay: 'Tap a choice to play it.',
};

export const HINT: Translations<typeof en> = {
  en,
  'pt-BR': {
    button: 'Dica',
    title: 'Melhores escolhas',
    expected: 'total esperado',
    expectedExplained: 'Total esperado: a média do total da sua cartela no fim do jogo, se você jogar sem erros daqui em diante.',
    loss: 'perda',
    winChance: 'chance de ganhar',
    byChance: 'Em ordem de chance de vitória, com os dois jogando para ganhar; os pontos esperados ao lado.',
    close: 'Esconder a dica',
    chance: 'chance',
    nothingNow: 'Nada a aconselhar aqui.',
    more: 'e mais {n}',
    fewer: 'Mostrar menos',
    tapToPlay: 'Toque numa escolha para jogá-la.',
  },
  'es-AR': {
    button: 'Pista',
    title: 'Mejores jugadas',
    expected: 'total esperado',
    expectedExplained: 'Total esperado: el promedio del total de tu planilla al final del juego, si jugás sin errores de acá en adelante.',
    loss: 'pérdida',
    winChance: 'chance de ganar',
    byChance: 'Ordenado por tu chance de ganar, con los dos jugando para ganar; los puntos esperados al lado.',
    close: 'Ocultar la pista',
    chance: 'chance',
    nothingNow: 'Nada que aconsejar acá.',
    more: 'y {n} más',
    fewer: 'Mostrar menos',
    tapToPlay: 'Tocá una opción para jugarla.',
  },
};
