export const CHECKED_ROOTS: string[];
export function moduleSpecifiers(fileName: string, text: string): string[];
export function importGraph(root: string, roots?: string[]): Map<string, string[]>;
export function findCycles(graph: Map<string, string[]>): string[][];
export function cyclePath(graph: Map<string, string[]>, component: string[]): string[];
