import type { ComponentType } from 'preact';
import type { Family } from './registry';
import type { TableProps } from './table-props';
import { CategoryTable } from './category/CategoryTable';
import { FarkleTable } from './farkle/FarkleTable';
import { RaceTable } from './race/RaceTable';
import { MultiplicacaoTable } from './multiplicacao/MultiplicacaoTable';
import { BuckDiceTable } from './buck_dice/BuckDiceTable';
import { AtaqueYankeeTable } from './ataque_yankee/AtaqueYankeeTable';
import { FloresTable } from './flores_amarradas/FloresTable';
import { TriploSeisTable } from './triplo_seis/TriploSeisTable';
import { DammaTable } from './damma/DammaTable';

export const TABLES: Record<Family, ComponentType<TableProps>> = {
  category: CategoryTable,
  farkle: FarkleTable,
  race: RaceTable,
  multiplicacao: MultiplicacaoTable,
  buck_dice: BuckDiceTable,
  ataque_yankee: AtaqueYankeeTable,
  flores: FloresTable,
  triplo: TriploSeisTable,
  damma: DammaTable,
};
