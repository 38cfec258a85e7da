// What happy-dom lacks and @vscode-elements needs: a minimal ElementInternals (form association is not under test).

if (
  typeof HTMLElement !== 'undefined' &&
  typeof (HTMLElement.prototype as { attachInternals?: unknown }).attachInternals !== 'function'
) {
  Object.defineProperty(HTMLElement.prototype, 'attachInternals', {
    configurable: true,
    value(): Partial<ElementInternals> {
      return {
        form: null,
        setFormValue() {},
        setValidity() {},
        checkValidity: () => true,
        reportValidity: () => true,
      };
    },
  });
}
