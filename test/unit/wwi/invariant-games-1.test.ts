import { describe } from 'vitest';
import { checkQuarter } from './invariant-games';

describe('200 automated games, first quarter', () => checkQuarter(0));
