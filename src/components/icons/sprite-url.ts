// Made by `npm run icons` with public/icons.svg; the version changes whenever the sprite does.
export const ICON_SPRITE_URL = '/icons.svg?v=d31220221c'
