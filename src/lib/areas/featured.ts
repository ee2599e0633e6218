/**
 * The areas the home page features (first in their region's tab). Their pages are always kept worth indexing
 * (unit-tested against the uniqueness bar).
 */
export const FEATURED_SLUGS = [
  'sutton-coldfield',
  'erdington',
  'perry-barr',
  'great-barr',
  'handsworth',
  'birmingham-city-centre',
  'edgbaston',
  'harborne',
  'selly-oak',
  'bordesley-green',
  'yardley',
  'stechford',
  'acocks-green',
  'small-heath',
  'sparkhill',
  'moseley',
  'kings-heath',
  'hall-green',
  'bournville',
  'stirchley',
  'northfield',
  'quinton',
  'solihull',
]
