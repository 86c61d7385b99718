export function mtime(file: string): number;
export function newest(paths: string[]): number;
export function serverIsStale(root: string): boolean;
export function webIsStale(root: string): boolean;
