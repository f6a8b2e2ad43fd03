import type { ComponentType } from 'preact';
import type { Family } from './registry';
import type { TableProps } from './table-props';
import { CategoryTable } from './category/CategoryTable';
import { FarkleTable } from './farkle/FarkleTable';

export const TABLES: Partial<Record<Family, ComponentType<TableProps>>> = {
  category: CategoryTable,
  farkle: FarkleTable,
};
