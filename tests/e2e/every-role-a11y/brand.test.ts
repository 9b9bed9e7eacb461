import { everyScreenOf } from './every-screen.ts';

everyScreenOf('brand@example.com');
