export interface SizeEntry {
  label: string;
  note?: string;
  code: string;
  budget?: number;
  from?: string;
}
export interface SizeRow extends SizeEntry {
  minified: number;
  gzipped: number;
  inputs: string[];
}
export const README: string;
export const ENTRIES: SizeEntry[];
export function measureEntry(entry: SizeEntry): Promise<{ minified: number; gzipped: number; inputs: string[] }>;
export function measureAll(): Promise<SizeRow[]>;
export function markdownTable(rows: SizeRow[]): string;
export function readmeFigures(text: string): Map<string, number>;
export function withTable(readme: string, table: string): string;
