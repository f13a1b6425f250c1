import { startApp } from './app/start';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
await startApp(root);
