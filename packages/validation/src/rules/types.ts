/** A rule's answer: the Chinese message of the first failure, or null when the value passes. */
export type RuleResult = string | null;
