import { runStandalone } from '@pharmachat/chassis';
import { retentionService } from './index';

await runStandalone(retentionService as never, 4008);
