import { invalidPatch } from './paypal-error.js';

/**
 * The checks PayPal makes of a JSON Patch body before any operation applies: a path it can
 * patch (400 INVALID_PATCH_PATH), once per request, and an operation that path supports
 * (400 UNSUPPORTED_PATCH_OPERATION). Answers each operation with what its path resolved to.
 */
export function patchTargets<Operation extends { path: string; op: string; value?: unknown }, T>(
  operations: readonly Operation[],
  targetAt: (path: string) => T | undefined,
  supports: (target: T, op: Operation['op']) => boolean,
): { operation: Operation; target: T }[] {
  const seen = new Set<string>();
  return operations.map((operation) => {
    const target = targetAt(operation.path);
    if (target === undefined)
      throw invalidPatch(operation, 'INVALID_PATCH_PATH', 'The specified field cannot be patched.');
    if (seen.has(operation.path))
      throw invalidPatch(
        operation,
        'INVALID_PATCH_PATH',
        'Multiple operations on the same field are not allowed.',
      );
    seen.add(operation.path);
    if (!supports(target, operation.op))
      throw invalidPatch(
        operation,
        'UNSUPPORTED_PATCH_OPERATION',
        'The specified patch operation not supported for this field.',
      );
    return { operation, target };
  });
}
