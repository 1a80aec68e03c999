// The contract built in slices (web/src/main.tsx): each file evaluates its part and exports nothing.
import '../wire';
