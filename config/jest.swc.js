// One swc transform for every jest project: legacy decorators with metadata (Nest, TypeORM,
// class-validator), CommonJS output so Jest can load NestJS's ES modules on Node 20.
module.exports = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true, tsx: true },
    transform: {
      legacyDecorator: true,
      decoratorMetadata: true,
      useDefineForClassFields: false,
      react: { runtime: 'automatic' },
    },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};
