import { YesCell as YesCell_2839f5988aa15ab492f23a4f44a3ca44 } from '../../../components/admin/YesCell'
import { CreateQuoteButton as CreateQuoteButton_26e447ac3331525948d856465d75f911 } from '../../../components/admin/CreateQuoteButton'
import { PoundsCell as PoundsCell_00ad55a90af8efcab307ddfbda0c35fe } from '../../../components/admin/PoundsCell'
import { PoundsField as PoundsField_e8c885cf2c3901c0d4eded1d3934953a } from '../../../components/admin/PoundsField'
import { StaffNoteLabel as StaffNoteLabel_883b1b13566e9d5d3ec9e20bef140030 } from '../../../components/admin/StaffNoteLabel'
import { RespondByCell as RespondByCell_22ad73bee9869f2ea8984442704f21d9 } from '../../../components/admin/RespondByCell'
import { StatusHistoryLabel as StatusHistoryLabel_0c9dfff8a7bd56ce56dea59542034808 } from '../../../components/admin/StatusHistoryLabel'
import { ExportLeadsMenuItem as ExportLeadsMenuItem_515e6b2dc953ed65fa5d984a84a84980 } from '../../../components/admin/ExportLeadsMenuItem'
import { OverdueFilter as OverdueFilter_adad04c2263003af9e11ac8e160f18ea } from '../../../components/admin/OverdueFilter'
import { WeekVisits as WeekVisits_dfd170ddf7d5b412e9165d874ad01561 } from '../../../components/admin/WeekVisits'
import { RelatedTitleCell as RelatedTitleCell_ca8fc243f8df56cd7fdb522733a3f224 } from '../../../components/admin/RelatedTitleCell'
import { QuoteOptionsField as QuoteOptionsField_ad65451430bb9f3753b1d3d3e7593721 } from '../../../components/admin/QuoteOptionsField'
import { QuoteActions as QuoteActions_ba728b108c542cc3ab62ffd20ad316a3 } from '../../../components/admin/QuoteActions'
import { ColumnLabel as ColumnLabel_7e4b95150cc654d8bd6ffe236c60d757 } from '../../../components/admin/ColumnLabel'
import { ReviewAreaField as ReviewAreaField_8af19389b5b5a81ee0134bd4bcc5bfba } from '../../../components/admin/ReviewAreaField'
import { NoneCell as NoneCell_b1067b55974b2f5804e86a24821f83e6 } from '../../../components/admin/NoneCell'
import { PriceGridField as PriceGridField_d4d36c28eb227588afa894883d94472e } from '../../../components/admin/PriceGridField'
import { OwnerOnlyDescription as OwnerOnlyDescription_50888b433de67d2faae8f126da07fba5 } from '../../../components/admin/OwnerOnlyDescription'
import { FinishSelect as FinishSelect_b77873019bda480995e072846d273c0b } from '../../../components/admin/FinishSelect'
import { FittingPhotos as FittingPhotos_1cd06dc812e07ffd045af61bef45f24a } from '../../../components/admin/FittingPhotos'
import { AreaIndexingList as AreaIndexingList_007da4a6d13c50ff395603f76555fa8c } from '../../../components/admin/AreaIndexingList'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { PlaceholderLegend as PlaceholderLegend_747a365727cada8c182c6f968c587c83 } from '../../../components/admin/PlaceholderLegend'
import { KeepFieldInView as KeepFieldInView_74ba513068f685778f0b614fbc701aa7 } from '../../../components/admin/KeepFieldInView'
import { FormatField as FormatField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { Page as Page_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SortBy as SortBy_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SortOrder as SortOrder_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SelectionToUseField as SelectionToUseField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { CollectionField as CollectionField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ExportPreview as ExportPreview_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ExportSaveButton as ExportSaveButton_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SignOutButton as SignOutButton_a9555241ee505d07c588e919bec4ed28 } from '../../../components/admin/SignOutButton'
import { AdminLogo as AdminLogo_27eed1898e8caadb2fd2266b54bb4509 } from '../../../components/admin/AdminLogo'
import { PrivacyNavLink as PrivacyNavLink_fc314aae8d54125dd81e27f2b62f2922 } from '../../../components/admin/PrivacyNavLink'
import { GoLivePanel as GoLivePanel_f0741af690915d1847eb13fc801c588d } from '../../../components/admin/GoLivePanel'
import { LeadCounts as LeadCounts_85054666fa90731e2c37dee2069ad204 } from '../../../components/admin/LeadCounts'
import { LeadDashboard as LeadDashboard_1de570da22088a8b2f825e98388df63a } from '../../../components/admin/LeadDashboard'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { ImportExportProvider as ImportExportProvider_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { PrivacyView as PrivacyView_ed21f47feaf1b4914cf27c51b3161086 } from '../../../components/admin/PrivacyView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/admin/YesCell#YesCell": YesCell_2839f5988aa15ab492f23a4f44a3ca44,
  "/components/admin/CreateQuoteButton#CreateQuoteButton": CreateQuoteButton_26e447ac3331525948d856465d75f911,
  "/components/admin/PoundsCell#PoundsCell": PoundsCell_00ad55a90af8efcab307ddfbda0c35fe,
  "/components/admin/PoundsField#PoundsField": PoundsField_e8c885cf2c3901c0d4eded1d3934953a,
  "/components/admin/StaffNoteLabel#StaffNoteLabel": StaffNoteLabel_883b1b13566e9d5d3ec9e20bef140030,
  "/components/admin/RespondByCell#RespondByCell": RespondByCell_22ad73bee9869f2ea8984442704f21d9,
  "/components/admin/StatusHistoryLabel#StatusHistoryLabel": StatusHistoryLabel_0c9dfff8a7bd56ce56dea59542034808,
  "/components/admin/ExportLeadsMenuItem#ExportLeadsMenuItem": ExportLeadsMenuItem_515e6b2dc953ed65fa5d984a84a84980,
  "/components/admin/OverdueFilter#OverdueFilter": OverdueFilter_adad04c2263003af9e11ac8e160f18ea,
  "/components/admin/WeekVisits#WeekVisits": WeekVisits_dfd170ddf7d5b412e9165d874ad01561,
  "/components/admin/RelatedTitleCell#RelatedTitleCell": RelatedTitleCell_ca8fc243f8df56cd7fdb522733a3f224,
  "/components/admin/QuoteOptionsField#QuoteOptionsField": QuoteOptionsField_ad65451430bb9f3753b1d3d3e7593721,
  "/components/admin/QuoteActions#QuoteActions": QuoteActions_ba728b108c542cc3ab62ffd20ad316a3,
  "/components/admin/ColumnLabel#ColumnLabel": ColumnLabel_7e4b95150cc654d8bd6ffe236c60d757,
  "/components/admin/ReviewAreaField#ReviewAreaField": ReviewAreaField_8af19389b5b5a81ee0134bd4bcc5bfba,
  "/components/admin/NoneCell#NoneCell": NoneCell_b1067b55974b2f5804e86a24821f83e6,
  "/components/admin/PriceGridField#PriceGridField": PriceGridField_d4d36c28eb227588afa894883d94472e,
  "/components/admin/OwnerOnlyDescription#OwnerOnlyDescription": OwnerOnlyDescription_50888b433de67d2faae8f126da07fba5,
  "/components/admin/FinishSelect#FinishSelect": FinishSelect_b77873019bda480995e072846d273c0b,
  "/components/admin/FittingPhotos#FittingPhotos": FittingPhotos_1cd06dc812e07ffd045af61bef45f24a,
  "/components/admin/AreaIndexingList#AreaIndexingList": AreaIndexingList_007da4a6d13c50ff395603f76555fa8c,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/components/admin/PlaceholderLegend#PlaceholderLegend": PlaceholderLegend_747a365727cada8c182c6f968c587c83,
  "/components/admin/KeepFieldInView#KeepFieldInView": KeepFieldInView_74ba513068f685778f0b614fbc701aa7,
  "@payloadcms/plugin-import-export/rsc#FormatField": FormatField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#Page": Page_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SortBy": SortBy_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SortOrder": SortOrder_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SelectionToUseField": SelectionToUseField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#CollectionField": CollectionField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ExportPreview": ExportPreview_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ExportSaveButton": ExportSaveButton_cdf7e044479f899a31f804427d568b36,
  "/components/admin/SignOutButton#SignOutButton": SignOutButton_a9555241ee505d07c588e919bec4ed28,
  "/components/admin/AdminLogo#AdminLogo": AdminLogo_27eed1898e8caadb2fd2266b54bb4509,
  "/components/admin/PrivacyNavLink#PrivacyNavLink": PrivacyNavLink_fc314aae8d54125dd81e27f2b62f2922,
  "/components/admin/GoLivePanel#GoLivePanel": GoLivePanel_f0741af690915d1847eb13fc801c588d,
  "/components/admin/LeadCounts#LeadCounts": LeadCounts_85054666fa90731e2c37dee2069ad204,
  "/components/admin/LeadDashboard#LeadDashboard": LeadDashboard_1de570da22088a8b2f825e98388df63a,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/plugin-import-export/rsc#ImportExportProvider": ImportExportProvider_cdf7e044479f899a31f804427d568b36,
  "/components/admin/PrivacyView#PrivacyView": PrivacyView_ed21f47feaf1b4914cf27c51b3161086,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
