import { runStandalone } from '@pharmachat/chassis';
import { doctorService } from './index';

await runStandalone(doctorService as never, 4006);
