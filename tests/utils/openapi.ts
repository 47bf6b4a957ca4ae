import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from './processes';

type Node = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  security: Array<Record<string, string[]>>;
  parameters: Node[];
  /** Whether the operation takes a request body at all (a POST of an act may not). */
  hasBody: boolean;
  requestExamples: Record<string, unknown>;
  /** status → example name → value */
  responseExamples: Record<string, Record<string, unknown>>;
}

export function loadContract(file: string): { doc: Node; operations: ContractOperation[] } {
  const doc = parse(readFileSync(path.join(repoRoot, file), 'utf8')) as Node;

  const resolve = (node: unknown): Node => {
    let current = node as Node;
    while (current && typeof current.$ref === 'string') {
      const ref = current.$ref;
      current = ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<Node>((acc, key) => acc[key.replace(/~1/g, '/').replace(/~0/g, '~')] as Node, doc);
    }
    return current;
  };

  const examplesOf = (content: unknown): Record<string, unknown> => {
    const json = resolve(content)?.['application/json'] as Node | undefined;
    if (!json) return {};
    const named = (json.examples ?? {}) as Record<string, unknown>;
    const values = Object.fromEntries(
      Object.entries(named).map(([name, ex]) => [name, resolve(ex).value]),
    );
    if ('example' in json) values.default = json.example;
    return values;
  };

  const operations: ContractOperation[] = [];
  for (const [p, item] of Object.entries(doc.paths as Record<string, Node>)) {
    const shared = (item.parameters as Node[] | undefined) ?? [];
    for (const method of METHODS) {
      const op = item[method] as Node | undefined;
      if (!op) continue;
      const responses = op.responses as Record<string, unknown>;
      operations.push({
        operationId: op.operationId as string,
        method: method.toUpperCase(),
        path: p,
        security: (op.security ?? doc.security ?? []) as Array<Record<string, string[]>>,
        parameters: [...shared, ...((op.parameters as Node[] | undefined) ?? [])].map(resolve),
        hasBody: Boolean(op.requestBody),
        requestExamples: op.requestBody ? examplesOf(resolve(op.requestBody).content) : {},
        responseExamples: Object.fromEntries(
          Object.entries(responses).map(([status, r]) => [status, examplesOf(resolve(r).content)]),
        ),
      });
    }
  }
  return { doc, operations };
}

/** `components.<kind>.<name>` of a contract, read from the YAML itself (not from generated/). */
export function contractComponent(
  file: string,
  kind: 'schemas' | 'parameters',
  name: string,
): Node {
  const { doc } = loadContract(file);
  const component = ((doc.components as Node)[kind] as Record<string, Node>)[name];
  if (!component) throw new Error(`${file} has no ${kind} ${name}`);
  return component;
}

export const contractSchema = (file: string, name: string) =>
  contractComponent(file, 'schemas', name);

/** The schema of a shared parameter (`components.parameters.<name>.schema`). */
export const contractParameterSchema = (file: string, name: string) =>
  contractComponent(file, 'parameters', name).schema as Node;

/** `maxLength` of one property of a schema (`components.schemas.<name>.properties.<property>`). */
export function contractMaxLength(file: string, name: string, property: string): number {
  const properties = contractSchema(file, name).properties as Record<string, Node>;
  const max = properties[property]?.maxLength;
  if (typeof max !== 'number') throw new Error(`${file}: ${name}.${property} has no maxLength`);
  return max;
}
