import { SelectField } from '@payloadcms/ui'
import type { SelectFieldClient, TextFieldServerComponent } from 'payload'

import { getArea } from '@/lib/areas'
import { fieldOf } from '@/lib/platform/narrow'
import { relationId } from '@/lib/platform/relationId'
import { reviewAreaChoices, reviewAreaOptions } from '@/lib/reviews/reviewArea'

/**
 * A review's area page as a list of its order's areas (worked out on the server from the order's landing page and
 * postcode district), instead of a slug typed blind whose choices appeared only after a wrong entry. The field's
 * own rule (validateReviewArea) still decides on every save, whoever saves.
 */
export const ReviewAreaField: TextFieldServerComponent = async ({
  clientField,
  data,
  path,
  payload,
  permissions,
  readOnly,
  req,
  schemaPath,
}) => {
  const choices = (await reviewAreaChoices(payload, relationId(fieldOf(data, 'quote')), req)) ?? []
  const stored = fieldOf(data, 'area')
  const area = typeof stored === 'string' && stored ? getArea(stored) : undefined
  const current = area ? { slug: area.slug, name: area.name } : null
  const field: SelectFieldClient = {
    type: 'select',
    name: clientField.name,
    label: clientField.label,
    options: reviewAreaOptions(choices, current),
    admin: {
      isClearable: true,
      isSortable: false,
      placeholder: choices.length ? 'Choose the area page' : 'No area page',
      description: choices.length
        ? clientField.admin?.description
        : 'The order’s postcode is in no area we cover: it shows with the general reviews only.',
    },
  }
  return (
    <SelectField
      field={field}
      path={path ?? clientField.name}
      permissions={permissions}
      readOnly={readOnly}
      schemaPath={schemaPath}
    />
  )
}
