import { runStandalone } from '@pharmachat/chassis';
import { chatService } from './index';

await runStandalone(chatService as never, 4003);
