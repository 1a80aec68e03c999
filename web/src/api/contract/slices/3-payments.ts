import '../payments';
import '../health';
