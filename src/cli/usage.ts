/**
 * Every command of the project answers --help (or -h) with its usage on
 * standard output and exit code 0, before it does any work.
 */
export function isHelpRequest(argv: readonly string[]): boolean {
  return argv.includes('--help') || argv.includes('-h');
}

export function answerHelp(usage: string, argv: readonly string[] = process.argv.slice(2)): void {
  if (!isHelpRequest(argv)) return;
  console.log(usage.trim());
  process.exit(0);
}
