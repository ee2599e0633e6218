/**
 * Notes on the housing of areas whose building history is well known, and what it means for blinds. Only areas we
 * can describe truthfully have a note; every other area has none (its page then relies on its property types).
 * A note is plain prose shown as written; keys are area slugs (unit-tested against the dataset).
 */
export const HOUSING_NOTES: Readonly<Record<string, string>> = {
  'birmingham-city-centre':
    'Most homes in the centre are apartments, in new blocks or in converted Victorian offices and warehouses. New blocks usually have floor-to-ceiling glazing and tilt-and-turn windows, so blinds are fixed to the ceiling or above the frame; in conversions the windows are often tall and arched at the top, and a blind is made to the straight section below the arch.',
  'jewellery-quarter':
    'Many homes are in converted workshops and factories with wide, many-paned iron or timber windows, alongside Georgian houses around St Paul’s Square. Very wide workshop windows are split into two or three blinds that line up, so each stays light to raise.',
  edgbaston:
    'The Calthorpe estate kept Edgbaston a district of large villas, many now divided into flats or used as offices, with tall sash windows and high ceilings. Tall windows suit 50mm basswood slats, and deep reveals usually leave room for a recess fit that keeps the original architraves on show.',
  moseley:
    'Moseley’s larger Victorian and Edwardian houses have tall sashes and canted bay windows, and many have been divided into flats. Each face of a bay gets its own blind, and where a house is now flats we measure every flat’s windows separately, as replacement frames differ from floor to floor.',
  // Station's year left out: often given as 1840, November 1841 according to a local historian
  'kings-heath':
    'The suburb grew after its railway station opened and trams came along the Alcester Road. Rows of Victorian and Edwardian terraces line the streets either side of the Alcester Road, many with a ground-floor bay and a sash or replacement window above, while the roads towards Brandwood and Yardley Wood were built up with 1930s semis. Terrace bays are narrow, so a blind per face fits neatly and keeps the bay usable as a window seat; the 1930s bays are wider and often curved, and take several narrower blinds.',
  harborne:
    'Harborne mixes Victorian terraces in the streets off the High Street with Edwardian villas and, towards Quinton and the outer ring road, 1930s semis. Many terraces keep timber sashes in deep reveals, ideal for recess-fitted blinds that leave the sashes free to open; the semis usually have uPVC bays, where we check that handles clear the slats.',
  'sutton-coldfield':
    'Housing ranges from Victorian villas near the town centre and around Sutton Park to 1930s semis and large detached houses on roads such as those of the Four Oaks Estate. Big houses mean many window sizes, from wide picture windows to small landing lights, all measured in one visit.',
  solihull:
    'Much of Solihull was built between the wars and after, with 1930s semis and large detached houses on wide roads, plus apartments near Touchwood and the station. Bay windows and wide picture windows are common; long blinds get an extra support bracket so they stay straight.',
  // Year left out: birmingham.gov.uk gives 1911, Wikipedia 1912; both are shortly before the First World War
  erdington:
    'Erdington was a separate urban district until it joined Birmingham shortly before the First World War. Victorian and Edwardian terraces stand close to the High Street and the station, with large inter-war council and private estates further out, such as Pype Hayes. Terrace sash windows suit recess fitting; the inter-war houses often have wide flat or angled bays and metal-framed windows since replaced with uPVC, which leaves shallow reveals, so a face fit above the frame is common.',
  'perry-barr':
    'Perry Barr has 1930s semis along and off the Walsall Road and the Birchfield Road, older Edwardian terraces towards Birchfield, and new homes around the station rebuilt for the 2022 Commonwealth Games. New homes have shallow uPVC reveals, so we often fix blinds on the wall above the frame; the semis have bays that take one blind per face.',
  'great-barr':
    'Great Barr was built up largely between the 1930s and the 1960s, with semis, family homes and bungalows around the Scott Arms and along the Walsall Road and the Queslett Road, and part of it lies over the boundary in Sandwell. Bungalow and semi picture windows are often wide, and we split very wide ones into two blinds so each stays light to raise.',
  handsworth:
    'Handsworth has large Victorian villas around Handsworth Park and on roads such as Hamstead Road, and long streets of Victorian and Edwardian terraces towards Lozells and Soho Road. Villa windows are tall and often arched at the head, so a blind is fitted to the straight section below the arch; in the terraces, sash windows in deep reveals suit a recess fit.',
  'selly-oak':
    'Selly Oak grew up where the Bristol Road crosses the Worcester and Birmingham Canal, and many terraces were built for workers at its canalside metal works. Many of Selly Oak’s Victorian terraces, around the Bristol Road and towards Bournbrook, are let to students of the University of Birmingham, and new apartment blocks stand along the Bristol Road and beside the canal. For rented homes landlords often choose faux wood, which wipes clean and stands up to steam and wear; owner-occupiers in the quieter terraces often prefer basswood in the front room.',
  'bordesley-green':
    'Most of its terraced streets date from the late Victorian and Edwardian years, built for workers in the factories of east Birmingham, along and off the main road of the same name that runs east from Small Heath towards Stechford. Bordesley Green is mostly Victorian and Edwardian terraces in long, straight streets, with Heartlands Hospital on its eastern side. Their sash or replacement windows sit in brick reveals that are often slightly out of square, so we measure each one at the top, middle and bottom, and many front rooms open close to the pavement, where tilted slats give privacy without losing daylight.',
  yardley:
    'Around Old Yardley Village are a few older buildings, but most homes in Yardley are inter-war and post-war semis and terraces on the large estates along the Coventry Road and Church Road. Their standard-sized windows are quick to measure, and the 1930s bays need one blind per face.',
  // Which stream the ford crossed left out: Wikipedia derives the name from the Stitch, a tributary of the Cole
  stechford:
    'Stechford takes its name from an old ford, and the suburb grew up around its station, opened in 1844 on the London and Birmingham Railway’s line to Coventry. Most of its streets, around the station, the River Cole and the Station Road shops, were built between the wars as semis, with post-war terraces towards Lea Hall and Kitts Green. Their mostly uPVC windows have fairly shallow reveals, so we check handle clearance before choosing a recess or face fit, and faux wood is a common choice for the kitchens at the back.',
  'acocks-green':
    'The railway station of 1852 and the trams along the Warwick Road turned the hamlet into a suburb. Acocks Green was built up mainly between about 1900 and the 1930s, so Edwardian terraces near the village centre and the station give way to 1930s semis with bay windows towards Fox Hollies and the Warwick Road. Both suit recess-fitted blinds; the bays take one blind per face, and the Edwardian houses often have a tall stair window that needs a long blind.',
  'small-heath':
    'The suburb grew up in the late 19th century around the railway and the BSA works on Armoury Road, and many of its terraces were built for the factory’s workers. Small Heath is a district of long Victorian terraces between the Coventry Road and the Grand Union Canal, many with a small ground-floor bay, around Small Heath Park and St Andrew’s. Narrow bay faces suit separate blinds, and faux wood is popular for the kitchens at the back of the house, where the windows are small and often above a sink.',
  sparkhill:
    'Sparkhill grew quickly in the late Victorian years along the tram route on the Stratford Road, now part of the Balti Triangle and busy from morning to late evening, so front rooms facing it often have slats tilted up for privacy. Sparkhill’s side streets off the Stratford Road are lined with Victorian terraces, many with bays around Sparkhill Park. We measure each bay face separately and can match the finish across front and back rooms; busy front rooms on the main roads often get blinds with tilted slats for privacy.',
  // Year left out: birmingham.gov.uk dates the boundary extension 1911, Wikipedia gives 1912 for Erdington's
  'hall-green':
    'Hall Green came into Birmingham when the city’s boundary was extended before 1914, and grew quickly between the wars along the Stratford Road and its tram route. Hall Green is largely 1930s semis and inter-war terraces along and off the Stratford Road and the Robin Hood Lane, many with curved or angled bay windows, and some larger detached houses near the golf course and Sarehole. A curved bay is covered with several narrow blinds that follow the curve; angled bays take one blind per face.',
  bournville:
    'The Bournville Village Trust built Arts and Crafts cottages and semis in gardens around Bournville Green and along roads such as Linden Road and Mary Vale Road, many with small-paned casement windows, and the Trust still looks after the estate. Blinds fitted inside the recess leave the window frames as they are, and the small panes suit narrower slats.',
  stirchley:
    'The suburb grew along the Pershore Road in the late 19th century, when the Cadbury factory at nearby Bournville brought work. Stirchley is mostly Victorian and Edwardian terraces along and off the Pershore Road, between Bournville and Kings Norton, with some newer homes by the River Rea and the canal. Their deep brick reveals suit recess-fitted blinds, front bays take one blind per face, and back kitchens and bathrooms usually get faux wood.',
  // Year left out: birmingham.gov.uk dates the boundary extension 1911, Wikipedia gives 1912 for Erdington's
  northfield:
    'Northfield was a Worcestershire village until it was taken into Birmingham a few years before 1914, and the Austin works at nearby Longbridge drove much of its inter-war and post-war housebuilding. Northfield grew mostly between the wars and after, with 1930s semis and post-war houses spreading out from an older core of Victorian terraces by the Bristol Road and St Laurence’s Church. Semi bays are often curved and are covered with several narrow blinds, and the post-war houses have standard-sized windows that measure quickly.',
  quinton:
    'Quinton became part of Birmingham in 1909, and most of its housing went up from the 1930s onwards on farmland either side of the Hagley Road West, with the M5 opening along its western edge around 1970. Quinton is mostly 1930s semis and post-war houses and flats along and off the Hagley Road West and Ridgacre Road, close to the M5. Windows are mostly uPVC; flats often have tilt-and-turn windows, so the blind is fixed above the frame, and the semis’ bays take one blind per face.',
  'kings-norton':
    'Around the old village green are period cottages and the medieval Saracen’s Head, with 1930s semis and large post-war council-built estates beyond. Cottage windows are small and rarely square, so each recess is measured at several points.',
  'castle-vale':
    'Castle Vale was built in the 1960s and largely rebuilt from the 1990s, when low-rise houses replaced most of its tower blocks. The newer homes have uPVC windows with shallow reveals, so blinds often fit on the wall above the frame.',
  'chelmsley-wood':
    'Chelmsley Wood was built in the late 1960s and early 1970s as terraces, low-rise flats and maisonettes. Windows are standard sizes and quick to measure, and faux wood suits busy family kitchens and bathrooms.',
  'dickens-heath':
    'Dickens Heath is a village built from the late 1990s, so homes are modern townhouses, apartments and detached houses with uPVC windows. Shallow reveals and tilt-and-turn windows usually mean blinds fixed above the frame.',
  'four-oaks':
    'The Four Oaks Estate was laid out from the 1890s with large houses on wide, tree-lined roads, joined later by 1930s and modern detached homes. Large houses bring wide picture windows and tall stair windows, which take long blinds with extra support brackets.',
}

/** The housing note of an area, or null when we have none. */
export function housingNoteFor(slug: string): string | null {
  return HOUSING_NOTES[slug] ?? null
}
