import * as migration_20261122_050904_initial from './20261122_050904_initial';
import * as migration_20261122_063500_public_data_version from './20261122_063500_public_data_version';
import * as migration_20261123_034145_front_door from './20261123_034145_front_door';
import * as migration_20261123_073745_versions_activity_last_login from './20261123_073745_versions_activity_last_login';
import * as migration_20261123_124000_catalogue_queries from './20261123_124000_catalogue_queries';
import * as migration_20261123_125748_dealer_position from './20261123_125748_dealer_position';
import * as migration_20261123_130000_list_queries from './20261123_130000_list_queries';
import * as migration_20261123_142053_media_storage_fields from './20261123_142053_media_storage_fields';
import * as migration_20261123_171828_translatable_data from './20261123_171828_translatable_data';
import * as migration_20261123_195839_exchange_rates from './20261123_195839_exchange_rates';
import * as migration_20261128_171314_requests from './20261128_171314_requests';
import * as migration_20261128_185041_legal_texts from './20261128_185041_legal_texts';
import * as migration_20261128_220000_stock_version from './20261128_220000_stock_version';
import * as migration_20261129_085528_translatable_settings from './20261129_085528_translatable_settings';
import * as migration_20261129_093910_activity_kinds from './20261129_093910_activity_kinds';
import * as migration_20261208_001500_search_option_indexes from './20261208_001500_search_option_indexes';

export const migrations = [
  {
    up: migration_20261122_050904_initial.up,
    down: migration_20261122_050904_initial.down,
    name: '20261122_050904_initial',
  },
  {
    up: migration_20261122_063500_public_data_version.up,
    down: migration_20261122_063500_public_data_version.down,
    name: '20261122_063500_public_data_version',
  },
  {
    up: migration_20261123_034145_front_door.up,
    down: migration_20261123_034145_front_door.down,
    name: '20261123_034145_front_door',
  },
  {
    up: migration_20261123_073745_versions_activity_last_login.up,
    down: migration_20261123_073745_versions_activity_last_login.down,
    name: '20261123_073745_versions_activity_last_login',
  },
  {
    up: migration_20261123_124000_catalogue_queries.up,
    down: migration_20261123_124000_catalogue_queries.down,
    name: '20261123_124000_catalogue_queries',
  },
  {
    up: migration_20261123_125748_dealer_position.up,
    down: migration_20261123_125748_dealer_position.down,
    name: '20261123_125748_dealer_position',
  },
  {
    up: migration_20261123_130000_list_queries.up,
    down: migration_20261123_130000_list_queries.down,
    name: '20261123_130000_list_queries',
  },
  {
    up: migration_20261123_142053_media_storage_fields.up,
    down: migration_20261123_142053_media_storage_fields.down,
    name: '20261123_142053_media_storage_fields',
  },
  {
    up: migration_20261123_171828_translatable_data.up,
    down: migration_20261123_171828_translatable_data.down,
    name: '20261123_171828_translatable_data',
  },
  {
    up: migration_20261123_195839_exchange_rates.up,
    down: migration_20261123_195839_exchange_rates.down,
    name: '20261123_195839_exchange_rates',
  },
  {
    up: migration_20261128_171314_requests.up,
    down: migration_20261128_171314_requests.down,
    name: '20261128_171314_requests',
  },
  {
    up: migration_20261128_185041_legal_texts.up,
    down: migration_20261128_185041_legal_texts.down,
    name: '20261128_185041_legal_texts',
  },
  {
    up: migration_20261128_220000_stock_version.up,
    down: migration_20261128_220000_stock_version.down,
    name: '20261128_220000_stock_version',
  },
  {
    up: migration_20261129_085528_translatable_settings.up,
    down: migration_20261129_085528_translatable_settings.down,
    name: '20261129_085528_translatable_settings',
  },
  {
    up: migration_20261129_093910_activity_kinds.up,
    down: migration_20261129_093910_activity_kinds.down,
    name: '20261129_093910_activity_kinds',
  },
  {
    up: migration_20261208_001500_search_option_indexes.up,
    down: migration_20261208_001500_search_option_indexes.down,
    name: '20261208_001500_search_option_indexes'
  },
];
