import '../catalog';
import '../fees';
import '../accounts';
