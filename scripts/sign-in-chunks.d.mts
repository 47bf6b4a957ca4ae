export interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}
export function signInChunkGroups(options: {
  root: string;
  entry?: string;
  page?: string;
  pageChunk?: string;
}): Array<{ debugName: string; name(id: string, ctx: ChunkingContext): string | null }>;
