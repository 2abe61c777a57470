/** JSON values as they travel over the wire. */
export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

export function isJsonObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Serialises a typed Stripe object into plain JSON (Decimal values become strings through their
 * toJSON, undefined fields disappear) so that responses never share structure with stored state.
 */
export function toJson(value: object): JsonObject {
  return JSON.parse(JSON.stringify(value)) as JsonObject;
}
