import { everyScreenOf } from './every-screen.ts';

everyScreenOf('solicitor@example.com');
