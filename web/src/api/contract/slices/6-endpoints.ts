import '../health';
import '..';
