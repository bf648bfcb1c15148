import { describe } from 'vitest';
import { checkQuarter } from './invariant-games';

describe('200 automated games, fourth quarter', () => checkQuarter(3));
