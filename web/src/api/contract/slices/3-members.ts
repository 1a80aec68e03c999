import '../auth';
import '../profile';
