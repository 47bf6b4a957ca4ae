/**
 * What the page's style sheets declare for `element` (or its ::before and ::after) for someone who
 * asked for reduced motion, as `property: value !priority` lines. jsdom does not apply media
 * queries, so the rules under `prefers-reduced-motion: reduce` are read directly.
 */
export function reducedMotionDeclarations(element: Element): string[] {
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule) => rule instanceof CSSMediaRule)
    .filter((rule) => rule.conditionText.includes('prefers-reduced-motion: reduce'))
    .flatMap((rule) => [...rule.cssRules])
    .filter((rule) => rule instanceof CSSStyleRule)
    .filter((rule) =>
      rule.selectorText
        .split(',')
        .map((selector) => selector.trim().replace(/::(before|after)$/, ''))
        .some((selector) => selector !== '' && element.matches(selector)),
    )
    .flatMap((rule) =>
      Array.from({ length: rule.style.length }, (_, i) => rule.style[i]!).map(
        (property) =>
          `${property}: ${rule.style.getPropertyValue(property)}` +
          (rule.style.getPropertyPriority(property) ? ' !important' : ''),
      ),
    );
}
