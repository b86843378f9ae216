// Image uploads: profile pictures and company logos (docs/product.md, Limits).
// Letter for letter; every layer imports these.

// Images
export const IMAGE_TOO_LARGE = 'O tamanho da imagem deve ser inferior a 2MB';
/** docs/product.md requires the company logo to be an image but gives no text; this is ours. */
export const IMAGE_NOT_AN_IMAGE = 'Por favor, selecione um arquivo de imagem';
export const ADMIN_LOGO_TOO_LARGE = 'Image size should be less than 2MB';
export const ADMIN_LOGO_INVALID_TYPE = 'Please upload a valid image file (PNG, JPEG, WebP, or SVG)';

/** The server checks an image by its bytes. */
export const IMAGE_TYPE_UNSUPPORTED =
  'Formato de imagem não suportado. Envie uma imagem PNG, JPEG, WebP ou GIF.';
