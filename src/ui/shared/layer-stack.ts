/**
 * A stack of open layers, for behaviour only the topmost dialog may have (its Tab trap, its
 * Escape and outside clicks) when one dialog opens another.
 */
export interface Layer {
  isTop(): boolean;
  remove(): void;
}

export function createLayerStack() {
  const layers: object[] = [];
  return {
    push(): Layer {
      const token = {};
      layers.push(token);
      return {
        isTop: () => layers[layers.length - 1] === token,
        remove: () => {
          const index = layers.indexOf(token);
          if (index !== -1) layers.splice(index, 1);
        },
      };
    },
  };
}
