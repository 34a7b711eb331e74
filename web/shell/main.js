// The shell's entry: its parts, ES modules with one job each, started in this order, a part's own
// imports before it (so languages.js, which progress.js imports, runs just before it); page first,
// start last. The web build bundles them with esbuild into build/web/shell.js, one classic script
// run before carcassonne.js (src/render/CMakeLists.txt).
import './page.js';
import './sets.js';
import './progress.js';
import './languages.js';
import './art.js';
import './scenario.js';
import './keep.js';
import './online_loader.js';
import './mirror_choices.js';
import './mirror_setup.js';
import './mirror.js';
import './board_keys.js';
import './bridge.js';
import './start.js';
