import fc from 'fast-check';

// Property tests run with a fixed seed so CI is reproducible; set FC_SEED to explore other inputs locally
// (a failure prints its seed and counterexample either way).
const seed = process.env.FC_SEED === undefined ? 20261122 : Number(process.env.FC_SEED);
fc.configureGlobal({ seed });
