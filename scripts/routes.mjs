// Writes src/routeTree.gen.ts from src/routes (tsr.config.json), with the route generator the Vite
// plugin itself runs, so the two never differ: for `tsc` before a build, which runs no Vite.
import { Generator, getConfig } from '@tanstack/router-generator'

const root = process.cwd()
await new Generator({ config: getConfig({}, root), root }).run()
