/**
 * Short notes on well-known landmarks, shown beside the landmark on its area page. Only landmarks we can describe
 * truthfully have a note; the others are shown by name alone. Keys are area slugs, then landmark names exactly as the
 * area dataset spells them (unit-tested). The notes added for issue 69 (Jewellery Quarter, Acocks Green and the
 * landmarks of featured areas that had none) are from general local-history knowledge, not yet checked one by one.
 */
export const LANDMARK_NOTES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'sutton-coldfield': {
    'Sutton Park': 'about 2,400 acres of heath, woodland, wetland and pools',
    'Holy Trinity Church': 'the medieval parish church where Bishop Vesey, the town’s Tudor benefactor, is buried',
  },
  erdington: {
    'Erdington High Street': 'the suburb’s main shopping street, running from the Six Ways junction',
    'Rookery Park': 'parkland around Rookery House, which once held Erdington’s council offices',
    'St Barnabas Church': 'gutted by fire in 2007 and rebuilt inside its old walls',
    'Erdington station': 'on the Cross-City line',
  },
  'perry-barr': {
    'Alexander Stadium': 'the athletics stadium rebuilt for the 2022 Commonwealth Games',
    'Perry Barr station': 'rebuilt for the 2022 Commonwealth Games',
    'Perry Hall Park': 'parkland by the River Tame around the moat of the demolished Perry Hall',
    'One Stop shopping centre': 'on the Walsall Road',
  },
  'great-barr': {
    'Red House Park': 'a park on the Sandwell side, named after the house that stands in it',
    'Great Barr Hall': 'an 18th-century Gothic house, later part of St Margaret’s Hospital',
    'Scott Arms': 'the crossroads named after its pub and the Scott family of Great Barr Hall',
  },
  handsworth: {
    "St Mary's Church": 'the old parish church, with memorials to Boulton, Watt and Murdoch inside',
    'Handsworth Park': 'a Victorian park with a boating lake',
    'Soho House': 'Matthew Boulton’s Georgian home, now a museum',
  },
  'birmingham-city-centre': {
    'Victoria Square': 'with the Council House and the Town Hall',
    "St Philip's Cathedral": 'an early 18th-century baroque church with Burne-Jones windows',
    'Library of Birmingham': 'opened in 2013',
    Bullring: 'the shopping centre rebuilt in 2003',
  },
  'jewellery-quarter': {
    "St Paul's Square": 'the city’s last Georgian square, around St Paul’s Church of the 1770s',
    'Chamberlain Clock': 'a cast-iron clock of 1903 marking Joseph Chamberlain’s visit to South Africa',
    'Museum of the Jewellery Quarter': 'the Smith & Pepper workshop, left much as it was when the firm closed in 1981',
    'Key Hill Cemetery': 'opened in 1836, with catacombs cut into the sandstone of an old quarry',
  },
  edgbaston: {
    'Edgbaston Stadium': 'Warwickshire’s county cricket ground and a Test venue',
    'Birmingham Botanical Gardens': 'Victorian glasshouses and gardens, open since 1832',
    "Perrott's Folly": 'a brick tower built in 1758',
    'Winterbourne House and Garden': 'an Arts and Crafts house and garden of the University of Birmingham',
  },
  harborne: {
    'Harborne High Street': 'a long row of independent shops, cafés and pubs',
    'Queens Park': 'opened in 1898 to mark Queen Victoria’s Diamond Jubilee',
    "St Peter's Church": 'where the landscape painter David Cox is buried',
    'Harborne Walkway': 'a path along the old Harborne railway line',
  },
  'selly-oak': {
    'Selly Oak station': 'on the Cross-City line, near the University of Birmingham',
    'Worcester and Birmingham Canal': 'running north past the university towards the city centre',
  },
  'bordesley-green': {
    'Heartlands Hospital': 'a large NHS teaching hospital on Bordesley Green East, once East Birmingham Hospital',
  },
  'acocks-green': {
    'Acocks Green station': 'on the line between Birmingham Moor Street and Solihull, a short walk from the Green',
    'Fox Hollies Park': 'playing fields and trees on the side towards Hall Green',
    'The Green': 'the village centre, a roundabout ringed with shops on the Warwick Road',
  },
  yardley: {
    "St Edburgha's Church": 'a medieval church with a 15th-century tower and spire',
    'Blakesley Hall': 'a timber-framed Tudor house of 1590, now a museum',
    'Old Yardley Village': 'Birmingham’s first conservation area',
  },
  stechford: {
    'Stechford station': 'on the line between Birmingham New Street and Coventry',
    'River Cole': 'followed by Project Kingfisher, a riverside country park along the Cole valley',
    'Stechford Cascades': 'the local swimming pool, opened in 1962',
  },
  'small-heath': {
    'Small Heath Park':
      'given by Louisa Ryland and opened in 1879; after Queen Victoria’s visit in 1887 it was called Victoria Park for a time',
    'Small Heath station': 'on the line out of Birmingham Moor Street towards Tyseley and Solihull',
    "St Andrew's stadium": 'home of Birmingham City FC since 1906',
  },
  sparkhill: {
    'Stratford Road': 'the A34, lined with shops and restaurants',
    'Sparkhill Pool and Fitness Centre': 'rebuilt on the site of the 1931 baths',
  },
  moseley: {
    "St Mary's Church": 'the parish church above the village centre, its tower dating from the early 1500s',
    'Moseley Bog': 'a wooded nature reserve',
    'Moseley Park and Pool': 'a private park around a large pool, open to key holders and for events',
  },
  'kings-heath': {
    'Kings Heath Park': 'home of the TV Gardens, once filmed for television gardening programmes',
    'All Saints Church': 'the Victorian parish church on the High Street',
    'York Road': 'a side street of cafés and bars off the High Street',
    'Highbury Park': 'parkland of Highbury, the house Joseph Chamberlain built',
  },
  'hall-green': {
    'Sarehole Mill': 'an 18th-century watermill, now a museum',
    'Hall Green station': 'on the line to Stratford-upon-Avon',
    'Swanshurst Park': 'with a large pool',
  },
  bournville: {
    'Bournville Green':
      'the village green, with the Rest House, the Friends Meeting House and the estate’s shops around it',
    'Cadbury World': 'the visitor attraction at the Cadbury factory',
    'Selly Manor': 'a timber-framed medieval house moved to Bournville by George Cadbury',
    'Bournville Carillon': 'bells in the tower of the junior school on the Green',
  },
  stirchley: {
    'Stirchley Baths': 'public baths of 1911, restored as a community centre',
    'Pershore Road': 'the A441, the local high street',
    'River Rea': 'followed by the Rea Valley cycle route towards the city centre',
    'Worcester and Birmingham Canal': 'on the western side, between Bournville and Kings Norton',
  },
  northfield: {
    "St Laurence's Church": 'the medieval parish church at the heart of the old village',
    'Victoria Common': 'an open green close to the Bristol Road shops',
    'Northfield station': 'on the Cross-City line',
    'Great Stone Inn': 'a pub beside the old village pound and its glacial boulder',
  },
  quinton: {
    'Christ Church': 'the early Victorian parish church by the Hagley Road West',
    'Hagley Road West': 'the A456 towards the M5',
    'Woodgate Valley Country Park': 'meadows and woodland along the Bourn Brook',
  },
  solihull: {
    Touchwood: 'the shopping centre opened in 2001',
    'St Alphege Church': 'a medieval church with a tall spire',
  },
}

/** The note on one landmark of an area, or null when we have none. */
export function landmarkNote(slug: string, landmark: string): string | null {
  return LANDMARK_NOTES[slug]?.[landmark] ?? null
}
