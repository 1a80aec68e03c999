import type { Rule } from 'eslint';
export function violation(fromFile: string, target: string): string | null;
declare const rule: Rule.RuleModule;
export default rule;
