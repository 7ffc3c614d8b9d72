import { runStandalone } from '@pharmachat/chassis';
import { identityService } from './index';

await runStandalone(identityService as never, 4001);
