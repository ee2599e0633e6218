import * as migration_20261121_051227_initial from './20261121_051227_initial';
import * as migration_20261121_052231_import_export_and_leads from './20261121_052231_import_export_and_leads';
import * as migration_20261123_061701_login_limits_and_exports from './20261123_061701_login_limits_and_exports';
import * as migration_20261123_091709_lead_attribution_history_digest from './20261123_091709_lead_attribution_history_digest';
import * as migration_20261123_112642_local_jobs from './20261123_112642_local_jobs';
import * as migration_20261123_114052_media_storage_fields from './20261123_114052_media_storage_fields';
import * as migration_20261123_115148_page_content_drafts from './20261123_115148_page_content_drafts';
import * as migration_20261123_121316_instant_booking from './20261123_121316_instant_booking';
import * as migration_20261123_151428_page_words from './20261123_151428_page_words';
import * as migration_20261123_160238_contact_page_words from './20261123_160238_contact_page_words';
import * as migration_20261126_002837_price_grid from './20261126_002837_price_grid';
import * as migration_20261126_003627_instant_booking_limits from './20261126_003627_instant_booking_limits';
import * as migration_20261126_003740_outside_area from './20261126_003740_outside_area';
import * as migration_20261126_004636_quotes_orders from './20261126_004636_quotes_orders';
import * as migration_20261126_004913_lead_windows from './20261126_004913_lead_windows';
import * as migration_20261126_010233_reviews_fitting from './20261126_010233_reviews_fitting';
import * as migration_20261126_011233_staff_notes_log from './20261126_011233_staff_notes_log';
import * as migration_20261126_011845_privacy_retention from './20261126_011845_privacy_retention';
import * as migration_20261126_021025_staff_add_note from './20261126_021025_staff_add_note';
import * as migration_20261126_021709_merged_branches_snapshot from './20261126_021709_merged_branches_snapshot';
import * as migration_20261126_034104_products_grid_edited_at from './20261126_034104_products_grid_edited_at';
import * as migration_20261126_034313_privacy_quotes_reviews from './20261126_034313_privacy_quotes_reviews';
import * as migration_20261126_034337_quote_expiry_task from './20261126_034337_quote_expiry_task';
import * as migration_20261126_045318_merged_round_two_snapshot from './20261126_045318_merged_round_two_snapshot';
import * as migration_20261127_185656_privacy_request_verification from './20261127_185656_privacy_request_verification';
import * as migration_20261127_190054_order_state_machine from './20261127_190054_order_state_machine';
import * as migration_20261127_224057_order_payments from './20261127_224057_order_payments';
import * as migration_20261128_020336_lead_estimate_offer from './20261128_020336_lead_estimate_offer';
import * as migration_20261128_023829_visits_on_my_way from './20261128_023829_visits_on_my_way';
import * as migration_20261128_024708_quote_follow_ups from './20261128_024708_quote_follow_ups';
import * as migration_20261128_032142_merged_round_three_snapshot from './20261128_032142_merged_round_three_snapshot';
import * as migration_20261128_034139_quote_accepted_in_person from './20261128_034139_quote_accepted_in_person';
import * as migration_20261128_055838_fitting_sign_off from './20261128_055838_fitting_sign_off';
import * as migration_20261128_063944_measured_windows from './20261128_063944_measured_windows';
import * as migration_20261128_103644_visit_photos from './20261128_103644_visit_photos';
import * as migration_20261128_105152_local_job_photos from './20261128_105152_local_job_photos';
import * as migration_20261129_110213_one_window from './20261129_110213_one_window';
import * as migration_20261129_140000_run_time_tables from './20261129_140000_run_time_tables';
import * as migration_20261129_172358_quote_reference from './20261129_172358_quote_reference';
import * as migration_20261129_213100_quote_refund from './20261129_213100_quote_refund';
import * as migration_20261130_041322_erasure_reaches_phone from './20261130_041322_erasure_reaches_phone';

export const migrations = [
  {
    up: migration_20261121_051227_initial.up,
    down: migration_20261121_051227_initial.down,
    name: '20261121_051227_initial',
  },
  {
    up: migration_20261121_052231_import_export_and_leads.up,
    down: migration_20261121_052231_import_export_and_leads.down,
    name: '20261121_052231_import_export_and_leads',
  },
  {
    up: migration_20261123_061701_login_limits_and_exports.up,
    down: migration_20261123_061701_login_limits_and_exports.down,
    name: '20261123_061701_login_limits_and_exports',
  },
  {
    up: migration_20261123_091709_lead_attribution_history_digest.up,
    down: migration_20261123_091709_lead_attribution_history_digest.down,
    name: '20261123_091709_lead_attribution_history_digest',
  },
  {
    up: migration_20261123_112642_local_jobs.up,
    down: migration_20261123_112642_local_jobs.down,
    name: '20261123_112642_local_jobs',
  },
  {
    up: migration_20261123_114052_media_storage_fields.up,
    down: migration_20261123_114052_media_storage_fields.down,
    name: '20261123_114052_media_storage_fields',
  },
  {
    up: migration_20261123_115148_page_content_drafts.up,
    down: migration_20261123_115148_page_content_drafts.down,
    name: '20261123_115148_page_content_drafts',
  },
  {
    up: migration_20261123_121316_instant_booking.up,
    down: migration_20261123_121316_instant_booking.down,
    name: '20261123_121316_instant_booking',
  },
  {
    up: migration_20261123_151428_page_words.up,
    down: migration_20261123_151428_page_words.down,
    name: '20261123_151428_page_words',
  },
  {
    up: migration_20261123_160238_contact_page_words.up,
    down: migration_20261123_160238_contact_page_words.down,
    name: '20261123_160238_contact_page_words',
  },
  {
    up: migration_20261126_002837_price_grid.up,
    down: migration_20261126_002837_price_grid.down,
    name: '20261126_002837_price_grid',
  },
  {
    up: migration_20261126_003627_instant_booking_limits.up,
    down: migration_20261126_003627_instant_booking_limits.down,
    name: '20261126_003627_instant_booking_limits',
  },
  {
    up: migration_20261126_003740_outside_area.up,
    down: migration_20261126_003740_outside_area.down,
    name: '20261126_003740_outside_area',
  },
  {
    up: migration_20261126_004636_quotes_orders.up,
    down: migration_20261126_004636_quotes_orders.down,
    name: '20261126_004636_quotes_orders',
  },
  {
    up: migration_20261126_004913_lead_windows.up,
    down: migration_20261126_004913_lead_windows.down,
    name: '20261126_004913_lead_windows',
  },
  {
    up: migration_20261126_010233_reviews_fitting.up,
    down: migration_20261126_010233_reviews_fitting.down,
    name: '20261126_010233_reviews_fitting',
  },
  {
    up: migration_20261126_011233_staff_notes_log.up,
    down: migration_20261126_011233_staff_notes_log.down,
    name: '20261126_011233_staff_notes_log',
  },
  {
    up: migration_20261126_011845_privacy_retention.up,
    down: migration_20261126_011845_privacy_retention.down,
    name: '20261126_011845_privacy_retention',
  },
  {
    up: migration_20261126_021025_staff_add_note.up,
    down: migration_20261126_021025_staff_add_note.down,
    name: '20261126_021025_staff_add_note',
  },
  {
    up: migration_20261126_021709_merged_branches_snapshot.up,
    down: migration_20261126_021709_merged_branches_snapshot.down,
    name: '20261126_021709_merged_branches_snapshot',
  },
  {
    up: migration_20261126_034104_products_grid_edited_at.up,
    down: migration_20261126_034104_products_grid_edited_at.down,
    name: '20261126_034104_products_grid_edited_at',
  },
  {
    up: migration_20261126_034313_privacy_quotes_reviews.up,
    down: migration_20261126_034313_privacy_quotes_reviews.down,
    name: '20261126_034313_privacy_quotes_reviews',
  },
  {
    up: migration_20261126_034337_quote_expiry_task.up,
    down: migration_20261126_034337_quote_expiry_task.down,
    name: '20261126_034337_quote_expiry_task',
  },
  {
    up: migration_20261126_045318_merged_round_two_snapshot.up,
    down: migration_20261126_045318_merged_round_two_snapshot.down,
    name: '20261126_045318_merged_round_two_snapshot',
  },
  {
    up: migration_20261127_185656_privacy_request_verification.up,
    down: migration_20261127_185656_privacy_request_verification.down,
    name: '20261127_185656_privacy_request_verification',
  },
  {
    up: migration_20261127_190054_order_state_machine.up,
    down: migration_20261127_190054_order_state_machine.down,
    name: '20261127_190054_order_state_machine',
  },
  {
    up: migration_20261127_224057_order_payments.up,
    down: migration_20261127_224057_order_payments.down,
    name: '20261127_224057_order_payments',
  },
  {
    up: migration_20261128_020336_lead_estimate_offer.up,
    down: migration_20261128_020336_lead_estimate_offer.down,
    name: '20261128_020336_lead_estimate_offer',
  },
  {
    up: migration_20261128_023829_visits_on_my_way.up,
    down: migration_20261128_023829_visits_on_my_way.down,
    name: '20261128_023829_visits_on_my_way',
  },
  {
    up: migration_20261128_024708_quote_follow_ups.up,
    down: migration_20261128_024708_quote_follow_ups.down,
    name: '20261128_024708_quote_follow_ups',
  },
  {
    up: migration_20261128_032142_merged_round_three_snapshot.up,
    down: migration_20261128_032142_merged_round_three_snapshot.down,
    name: '20261128_032142_merged_round_three_snapshot',
  },
  {
    up: migration_20261128_034139_quote_accepted_in_person.up,
    down: migration_20261128_034139_quote_accepted_in_person.down,
    name: '20261128_034139_quote_accepted_in_person',
  },
  {
    up: migration_20261128_055838_fitting_sign_off.up,
    down: migration_20261128_055838_fitting_sign_off.down,
    name: '20261128_055838_fitting_sign_off',
  },
  {
    up: migration_20261128_063944_measured_windows.up,
    down: migration_20261128_063944_measured_windows.down,
    name: '20261128_063944_measured_windows',
  },
  {
    up: migration_20261128_103644_visit_photos.up,
    down: migration_20261128_103644_visit_photos.down,
    name: '20261128_103644_visit_photos',
  },
  {
    up: migration_20261128_105152_local_job_photos.up,
    down: migration_20261128_105152_local_job_photos.down,
    name: '20261128_105152_local_job_photos',
  },
  {
    up: migration_20261129_110213_one_window.up,
    down: migration_20261129_110213_one_window.down,
    name: '20261129_110213_one_window',
  },
  {
    up: migration_20261129_140000_run_time_tables.up,
    down: migration_20261129_140000_run_time_tables.down,
    name: '20261129_140000_run_time_tables',
  },
  {
    up: migration_20261129_172358_quote_reference.up,
    down: migration_20261129_172358_quote_reference.down,
    name: '20261129_172358_quote_reference',
  },
  {
    up: migration_20261129_213100_quote_refund.up,
    down: migration_20261129_213100_quote_refund.down,
    name: '20261129_213100_quote_refund',
  },
  {
    up: migration_20261130_041322_erasure_reaches_phone.up,
    down: migration_20261130_041322_erasure_reaches_phone.down,
    name: '20261130_041322_erasure_reaches_phone'
  },
];
