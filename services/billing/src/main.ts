import { runStandalone } from '@pharmachat/chassis';
import { billingService } from './index';

await runStandalone(billingService as never, 4005);
