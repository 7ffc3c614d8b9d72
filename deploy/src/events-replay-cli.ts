import { runEventsReplay } from './events-replay';

// `npm run events:replay -- <command> --service <name> ...`: see USAGE in events-replay.ts
process.exitCode = await runEventsReplay(process.argv.slice(2), process.env);
