import { runServer } from './main';

runServer();
