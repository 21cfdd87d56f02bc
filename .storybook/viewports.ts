/**
 * Story globals that fix the viewport. The app counts as mobile at 787 px or less (spec 1 §9);
 * 390×844 is a common phone, 1280×800 a small laptop.
 */
export const mobileViewport = { viewport: { value: 'mobile', isRotated: false } };
export const desktopViewport = { viewport: { value: 'desktop', isRotated: false } };

export const viewportOptions = {
  mobile: { name: 'Smartphone 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768×1024', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1280×800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;
