import { MAX_DEPTH, MAX_KEY_LENGTH, MAX_PROPERTY_KEYS, MAX_STRING_LENGTH } from '../core/limits.constants';
import { truncate } from '../core/utf8-length.util';
import type { JsonValue, Properties } from '../core/wire.types';

// Shop code passes anything; the wire gets bounded JSON: ≤ 50 keys (or items) per level, strings ≤ 1000
// chars, containers nested ≤ 3 deep (the properties object is level 1), no functions, DOM nodes or cycles.
export function sanitizeProperties(input: unknown): Properties {
  const value = sanitizeValue(input, 1);
  return value !== undefined && isPlainRecord(value) ? value : {};
}

function isPlainRecord(value: JsonValue): value is Properties {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHostObject(value: object): boolean {
  if (typeof Node !== 'undefined' && value instanceof Node) return true;
  if (typeof Event !== 'undefined' && value instanceof Event) return true;
  if (typeof window !== 'undefined' && value === window) return true;
  // duck-typed DOM nodes from other frames
  const maybeNode = value as { nodeType?: unknown; nodeName?: unknown };
  return typeof maybeNode.nodeType === 'number' && typeof maybeNode.nodeName === 'string';
}

function sanitizeValue(value: unknown, depth: number): JsonValue | undefined {
  switch (typeof value) {
    case 'string':
      return truncate(value, MAX_STRING_LENGTH);
    case 'number':
      return Number.isFinite(value) ? value : undefined;
    case 'boolean':
      return value;
    case 'bigint':
      return value.toString();
    case 'object':
      return value === null ? null : sanitizeObject(value, depth);
    default:
      // undefined, functions, symbols
      return undefined;
  }
}

function sanitizeObject(value: object, depth: number): JsonValue | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  if (depth > MAX_DEPTH || isHostObject(value)) return undefined;
  if (Array.isArray(value)) {
    const out: JsonValue[] = [];
    for (let i = 0; i < value.length && out.length < MAX_PROPERTY_KEYS; i++) {
      const item = sanitizeValue(readSafely(value, i), depth + 1);
      if (item !== undefined) out.push(item);
    }
    return out;
  }
  const out: Properties = {};
  let count = 0;
  for (const key of Object.keys(value)) {
    if (count >= MAX_PROPERTY_KEYS) break;
    const item = sanitizeValue(readSafely(value, key), depth + 1);
    if (item === undefined) continue;
    out[truncate(key, MAX_KEY_LENGTH)] = item;
    count++;
  }
  return out;
}

// Getters on shop objects may throw.
function readSafely(target: object, key: string | number): unknown {
  try {
    return (target as Record<string | number, unknown>)[key];
  } catch {
    return undefined;
  }
}
