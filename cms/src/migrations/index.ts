import * as migration_20261122_050904_initial from './20261122_050904_initial';

export const migrations = [
  {
    up: migration_20261122_050904_initial.up,
    down: migration_20261122_050904_initial.down,
    name: '20261122_050904_initial'
  },
];
