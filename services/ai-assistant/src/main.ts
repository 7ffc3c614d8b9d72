import { runStandalone } from '@pharmachat/chassis';
import { assistantService } from './index';

await runStandalone(assistantService as never, 4004);
