// Buck Dice's name, summary and rules translated from the engine's English (`cubilete rules
// buck_dice`).
import type { AboutTranslations } from '../about';

export const BUCK_ABOUT: AboutTranslations = {
  translates: 'df549dd7',
  'pt-BR': {
    name: 'Buck Dice',
    summary: 'Buck Dice: continue jogando enquanto sai o número da rodada, até a meta exata; fichas',
    rules: 'Buck Dice: cada rodada começa com um dado jogado pelo primeiro jogador da rodada: o número da rodada. Uma vez: jogue três dados. Três do número da rodada é um Big Buck: quem jogou ganha na hora. Três de outro número é um Little Buck: +5. Senão, cada dado com o número da rodada: +1. Toda jogada que pontua dá direito a outra; uma jogada que não pontua acaba a vez. A meta é exatamente `target` (15): uma jogada que passaria dela não vale nada e acaba a vez. Fichas no fim: cada perdedor paga ao vencedor a meta menos seus pontos, o dobro da meta com 0 pontos. Sem decisões: o jogo se joga sozinho.',
  },
  'es-AR': {
    name: 'Buck Dice',
    summary: 'Buck Dice: seguí tirando mientras sale el número de la ronda, hasta la meta exacta; fichas',
    rules: 'Buck Dice: cada ronda empieza con un dado tirado por el primer jugador de la ronda: el número de la ronda. Un turno: tirá tres dados. Tres del número de la ronda es un Big Buck: quien tiró gana en el acto. Tres de otro número es un Little Buck: +5. Si no, cada dado con el número de la ronda: +1. Todo tiro que suma da otro tiro; un tiro que no suma nada termina el turno. La meta es exactamente `target` (15): un tiro que la pasaría no vale nada y termina el turno. Fichas al final: cada perdedor le paga al ganador la meta menos sus puntos, el doble de la meta con 0 puntos. Sin decisiones: el juego se juega solo.',
  },
};
