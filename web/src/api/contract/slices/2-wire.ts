import '../wire';
