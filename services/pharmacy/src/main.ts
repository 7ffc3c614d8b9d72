import { runStandalone } from '@pharmachat/chassis';
import { pharmacyService } from './index';

await runStandalone(pharmacyService as never, 4002);
