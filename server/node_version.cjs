// The Node the server needs: 20 or later (better-sqlite3 12 declares it; the Colyseus 0.16 line
// runs on it). Checked before anything is loaded, so an older Node gets a sentence, not a stack.
'use strict';

const NEEDED = 20;

// Null when `version` ("v20.1.0") will do, else what to say.
function nodeProblem(version = process.version) {
  const m = /^v?(\d+)\./.exec(String(version));
  const major = m ? Number(m[1]) : NaN;
  if (Number.isInteger(major) && major >= NEEDED) return null;
  return `the game server needs Node ${NEEDED} or later (this is Node ${version}): install a newer Node (https://nodejs.org, or the distribution's nodejs ${NEEDED}) and run ./play again`;
}

module.exports = { NEEDED, nodeProblem };
