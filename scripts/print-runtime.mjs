// Printed at the start of `npm test` and benchmarks: which Node the pinned toolchain runs on.
console.log(`runtime: node ${process.version} (${process.platform}-${process.arch})`);
