/** The fields of a parsed body or query string; {} for anything that is not an object (no body, a JSON scalar). */
export const bodyOf = (raw: unknown): Record<string, unknown> => (raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {});
