import '../auth';
import '../profile';
import '../catalog';
import '../fees';
import '../accounts';
