/** An import that leaves its package folder, or names an undeclared workspace package. */
export interface Crossing {
  /** Root-relative. */
  file: string;
  /** As written. */
  specifier: string;
  /** What is wrong with it. */
  reason: string;
}

/**
 * The package folder a root-relative path belongs to: `packages/<name>`, or its top-level folder,
 * or '' for a file at the root.
 */
export declare function packageFolderOf(path: string): string;

/** Every module path `text` names, in the order written (`path` decides how it is parsed). */
export declare function moduleSpecifiers(path: string, text: string): string[];

/**
 * Every import under `root` that leaves its package folder by a relative path, and every
 * `@mall/...` import its package.json does not declare.
 */
export declare function findCrossings(root: string): { files: number; crossings: Crossing[] };

/** Runs the check on `root` and prints what it finds; the exit code: 0 when nothing crosses. */
export declare function checkImports(root: string): number;
