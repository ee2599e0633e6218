import * as migration_20261121_051227_initial from './20261121_051227_initial';

export const migrations = [
  {
    up: migration_20261121_051227_initial.up,
    down: migration_20261121_051227_initial.down,
    name: '20261121_051227_initial'
  },
];
