/**
 * The import loops of a module graph: each group of modules that reach one another (a strongly
 * connected component, Tarjan's algorithm), given as one loop through it, in import order. A module
 * that imports itself is a loop of one. Iterative, so a deep graph cannot overflow the stack.
 */
export function findLoops(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  let next = 0;

  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; edge: number }> = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const to = edges[frame.edge++]!;
        if (!graph.has(to)) continue;
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edge: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== frame.node);
      const selfImport = (graph.get(frame.node) ?? []).includes(frame.node);
      if (group.length > 1 || selfImport) groups.push(group);
    }
  }
  return groups.map((group) => loopThrough(graph, new Set(group)));
}

/** One cycle through a group's modules, following imports from its first module in sorted order. */
function loopThrough(graph: ReadonlyMap<string, readonly string[]>, group: ReadonlySet<string>): string[] {
  const first = [...group].sort()[0]!;
  // Breadth-first from `first` back to itself, inside the group: the shortest loop, easiest to read.
  const cameFrom = new Map<string, string>();
  const queue = [first];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const to of graph.get(node) ?? []) {
      if (!group.has(to)) continue;
      if (to === first) {
        const loop = [node];
        while (loop[0] !== first) loop.unshift(cameFrom.get(loop[0]!)!);
        return loop;
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return [first];
}
