// The part of fontkit (pdfkit's font reader, the same copy pdfmake uses) the PDF fonts read:
// which code points a font has a glyph for. A CommonJS module: its default export.
declare module '@foliojs-fork/fontkit' {
  export type Font = { readonly characterSet: readonly number[] };
  const fontkit: { create(buffer: Buffer): Font };
  export default fontkit;
}
