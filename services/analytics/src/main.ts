import { runStandalone } from '@pharmachat/chassis';
import { analyticsService } from './index';

await runStandalone(analyticsService as never, 4007);
