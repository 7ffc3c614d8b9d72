// npm run contracts:update: pins what every consuming service expects of the events it consumes (today's shapes).
import { writeExpectations } from './message-contracts';

const expectations = writeExpectations();
process.stdout.write(`pinned ${Object.keys(expectations).length} consumer expectations in deploy/contracts/message-expectations.json\n`);
