import { everyScreenOf } from './every-screen.ts';

everyScreenOf('admin@example.com');
