import { render } from 'preact';
// First, so that each game's own styles (imported by its table) come after the shared ones.
import './styles.css';
import { App } from './app/App';

render(<App />, document.getElementById('app')!);
