/** Why the engine refuses an action: the rule's number and a sentence in English and Italian. */
export interface Refusal {
  rule: string;
  en: string;
  it: string;
}

export class RuleError extends Error {
  constructor(readonly refusal: Refusal) {
    super(`${refusal.rule}: ${refusal.en}`);
  }
}

/** Throws the refusal; the check function turns it into a value. */
export function refuse(rule: string, en: string, it: string): never {
  throw new RuleError({ rule, en, it });
}
