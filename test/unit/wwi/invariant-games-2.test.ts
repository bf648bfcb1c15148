import { describe } from 'vitest';
import { checkQuarter } from './invariant-games';

describe('200 automated games, second quarter', () => checkQuarter(1));
