// One way to own listeners and resources: a Disposable base whose `_register` ties a child's life to its owner
// (the pattern of VS Code's markdown-language-features `util/dispose.ts`).

import type * as vscode from 'vscode';

/** Disposes every item, newest first; one that throws does not keep the others alive (the first error is rethrown). */
export function disposeAll(disposables: vscode.Disposable[]): void {
  let error: unknown;
  while (disposables.length > 0) {
    try {
      disposables.pop()!.dispose();
    } catch (e) {
      error ??= e;
    }
  }
  if (error !== undefined) throw error;
}

export abstract class Disposable implements vscode.Disposable {
  private disposed = false;
  private readonly disposables: vscode.Disposable[] = [];

  protected get isDisposed(): boolean {
    return this.disposed;
  }

  /** Own `value`: it is disposed with this object (at once, if this object is already disposed). */
  protected _register<T extends vscode.Disposable>(value: T): T {
    if (this.disposed) value.dispose();
    else this.disposables.push(value);
    return value;
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    disposeAll(this.disposables);
  }
}
