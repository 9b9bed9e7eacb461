import { everyScreenOf } from './every-screen.ts';

everyScreenOf('agent@example.com');
