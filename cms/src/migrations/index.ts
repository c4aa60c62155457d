import * as migration_20261122_050904_initial from './20261122_050904_initial';
import * as migration_20261122_063500_public_data_version from './20261122_063500_public_data_version';

export const migrations = [
  {
    up: migration_20261122_050904_initial.up,
    down: migration_20261122_050904_initial.down,
    name: '20261122_050904_initial'
  },
  {
    up: migration_20261122_063500_public_data_version.up,
    down: migration_20261122_063500_public_data_version.down,
    name: '20261122_063500_public_data_version'
  },
];
