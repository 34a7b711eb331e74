// The shell's entry: its parts, ES modules with one job each, started in this order (page first,
// start last); the web build bundles them with esbuild into build/web/shell.js, one classic script
// run before carcassonne.js (src/render/CMakeLists.txt).
import './page.js';
import './sets.js';
import './progress.js';
import './languages.js';
import './art.js';
import './scenario.js';
import './keep.js';
import './online_loader.js';
import './mirror.js';
import './bridge.js';
import './start.js';
