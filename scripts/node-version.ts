/*
 * Imported first by the entry points: the app and its job queue (pg-boss 12) need the Node.js
 * the project brings (package.json's `node`, in node_modules/.bin, which npm scripts put first
 * on PATH). Started directly with another Node, they would fail later and less clearly.
 */
const MINIMUM_MAJOR = 24;
const major = Number(process.versions.node.split(".")[0]);
if (major < MINIMUM_MAJOR) {
  console.error(
    `Leadwise needs Node.js ${MINIMUM_MAJOR} or later; this is ${process.version} (${process.execPath}).\n` +
      "Start it through npm (npm start, npm run worker, npm run admin), which runs the Node.js " +
      "that npm install put in node_modules/.bin.",
  );
  process.exit(1);
}
