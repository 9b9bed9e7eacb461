import { everyScreenOf } from './every-screen.ts';

everyScreenOf('simple@example.com');
