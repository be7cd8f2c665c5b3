import { BEARING } from './tree-bearing';
import { DRIVE } from './tree-drive';
import { FASTENER } from './tree-fastener';
import { MOTION } from './tree-motion';
import { ELECTRIC, PNEUMATIC } from './tree-automation';
import { MEASURE, PIN, PROFILE, SPRING } from './tree-misc';
import type { CategoryDef } from './templates';

/** The category tree: level 1 -> level 2 -> level 3 (leaves carry the part templates). */
export const CATEGORY_TREE: readonly CategoryDef[] = [MOTION, BEARING, DRIVE, FASTENER, PIN, SPRING, PNEUMATIC, ELECTRIC, PROFILE, MEASURE];
