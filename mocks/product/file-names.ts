/** File names in a folder: one name once, letter case and accents aside ('scan.pdf', 'scan (2).pdf'). */
import type { FileRecord } from '../db';
import { fold } from './query';

export function uniqueName(name: string, folderId: string, files: readonly FileRecord[]): string {
  const taken = new Set(files.filter((f) => f.folderId === folderId).map((f) => fold(f.name)));
  if (!taken.has(fold(name))) return name;
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 2; ; n += 1) {
    const next = `${stem} (${n})${extension}`;
    if (!taken.has(fold(next))) return next;
  }
}
