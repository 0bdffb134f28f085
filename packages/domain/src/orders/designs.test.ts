import { isDesignUrl, isLabelFileName, isPrintFileName } from './designs';

describe('designs and labels', () => {
  it('takes the print file types of §5, and a pdf only as a label', () => {
    for (const name of ['front.PNG', 'a.jpg', 'b.jpeg', 'c.tiff', 'd.tif', 'e.psd', 'f.dxf']) {
      expect(isPrintFileName(name)).toBe(true);
      expect(isLabelFileName(name)).toBe(true);
    }
    expect(isPrintFileName('label.pdf')).toBe(false);
    expect(isLabelFileName('label.pdf')).toBe(true);
    for (const name of ['x.gif', 'x.svg', 'noext', 'x.png.exe']) {
      expect(isPrintFileName(name)).toBe(false);
    }
  });

  it('reads a design address as http(s) only (§5 File design is not url.)', () => {
    expect(isDesignUrl('https://cdn.example.com/a.png')).toBe(true);
    for (const bad of [
      'ftp://x.example/a.png',
      'javascript:alert(1)',
      'a.png',
      'http://localhost/a',
    ]) {
      expect(isDesignUrl(bad)).toBe(false);
    }
  });
});
