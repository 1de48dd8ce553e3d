import { mountStandalone } from '@fanhub/shared-ui/standalone';
import App from './app/app';

// Standalone: this remote alone, under the paths the shell mounts it at.
void mountStandalone(App, { paths: ['/events', '/event'] });
