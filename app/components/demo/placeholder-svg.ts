// Builds the placeholder pictures: a soft diagonal gradient with two light discs and the
// label centred, sized so the label stays readable from 600 px to 1920 px wide.
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function placeholderSvg({
  label,
  width,
  height,
  colors,
}: {
  label: string;
  width: number;
  height: number;
  colors: [string, string];
}) {
  const [dark, light] = colors;
  const r = Math.round(Math.max(width, height) / 3);
  const text = escapeXml(label);
  // wide pictures sit behind hero text, so their label moves to the lower right corner
  if (width >= 1600) {
    const size = Math.round(height / 24);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${text}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${Math.round(width * 0.8)}" cy="${Math.round(height * 0.3)}" r="${r}" fill="#fff" fill-opacity="0.07"/>
<circle cx="${Math.round(width * 0.62)}" cy="${Math.round(height * 0.9)}" r="${Math.round(r * 0.6)}" fill="#fff" fill-opacity="0.05"/>
<text x="50%" y="${Math.round(height * 0.85)}" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-size="${size}" fill="#fff" fill-opacity="0.75">${text} · Beispielbild</text>
</svg>`;
  }
  // long labels shrink so they fit within 85 % of the width (about 0.55 em per glyph)
  const fontSize = Math.round(
    Math.min(Math.min(width, height) / 9, (width * 0.85) / (label.length * 0.55)),
  );
  const small = Math.round(fontSize * 0.42);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${text}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${Math.round(width * 0.82)}" cy="${Math.round(height * 0.18)}" r="${r}" fill="#fff" fill-opacity="0.08"/>
<circle cx="${Math.round(width * 0.1)}" cy="${Math.round(height * 0.95)}" r="${Math.round(r * 0.7)}" fill="#fff" fill-opacity="0.06"/>
<text x="50%" y="50%" text-anchor="middle" dominant-baseline="middle" font-family="Georgia, 'DejaVu Serif', serif" font-size="${fontSize}" fill="#fff" fill-opacity="0.95">${text}</text>
<text x="50%" y="${Math.round(height / 2 + fontSize * 1.1)}" text-anchor="middle" font-family="Arial, 'DejaVu Sans', sans-serif" font-size="${small}" letter-spacing="2" fill="#fff" fill-opacity="0.7">BEISPIELBILD</text>
</svg>`;
}
