/** Entry point of the referee CLI; see dispaccio-lib.ts for the commands. */
import { runCli } from './dispaccio-lib';

runCli(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
